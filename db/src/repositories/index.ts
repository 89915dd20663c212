export * from './articles';
export * from './auth';
export * from './classes';
export * from './counselors';
export * from './images';
export * from './site';
export * from './users';
export * from './staff';
export * from './staff-tokens';
export * from './first-admin-setup';
export * from './staff-sessions';
export * from './sitemap';
export * from './outbox';
export * from './forms';
export * from './bookings';
export * from './sessions';
export * from './admin-content';
export * from './audit';
export * from './registrants';
export * from './rosters';
export * from './private-requests';
export * from './newsletter-issues';
export * from './content-schedule';
export * from './image-library';
export * from './admin-search';
export * from './rate-limits';
export * from './content-versions';
<<<<<<< HEAD
export * from './personal-data';
=======
export * from './members';
>>>>>>> wt/members

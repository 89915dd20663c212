export * from './calendar';
export * from './head-tags';
export * from './constants';
export * from './clock';
export * from './locale';
export * from './schemas/admin';
export * from './schemas/admin-sessions';
export * from './schemas/articles';
export * from './schemas/auth';
export * from './schemas/classes';
export * from './schemas/common';
export * from './schemas/content-preview';
export * from './schemas/counselors';
export * from './schemas/newsletter-issues';
export * from './schemas/registrants';
export * from './schemas/audit';
export * from './schemas/image-library';
export * from './schemas/admin-search';
export * from './schemas/registrations';
export * from './registration-rules';
export * from './schemas/sessions';
export * from './schemas/site';
export * from './schemas/staff';
export * from './time-zones';
export * from './direction-controls';
export * from './site-paths';
export * from './schemas/history';
export * from './schemas/trash';
<<<<<<< HEAD
export * from './schemas/my-data';
=======
export * from './schemas/members';
>>>>>>> wt/members

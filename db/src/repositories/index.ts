export * from './articles';
export * from './auth';
export * from './classes';
export * from './counselors';
export * from './images';
export * from './site';
export * from './users';

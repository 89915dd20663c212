export * from './constants';
export * from './locale';
export * from './schemas/articles';
export * from './schemas/auth';
export * from './schemas/classes';
export * from './schemas/common';
export * from './schemas/counselors';
export * from './schemas/site';

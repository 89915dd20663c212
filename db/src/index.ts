export * from './channels';
export * from './client';
export * from './config';
export * from './images';
export * from './migrate';
export * from './schedule';
export * from './schema';
export * as repo from './repositories/index';
export { DEMO_ADMIN, isUnseeded, seed } from '../seed/index';

// The zod-free part of the contract, for the browser bundle: zod schemas are not tree-shakeable,
// so the SPA imports values from here and only types from '@app/contract'.
export * from './constants';
export * from './clock';
export * from './locale';
export * from './calendar';
export * from './head-tags';
export * from './time-zones';
export * from './site-paths';

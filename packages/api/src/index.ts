export { ContentCache } from './cache';
export {
  type ApiDeps,
  type Context,
  createContext,
  type IdentityProvider,
  type RequestInfo,
  type SiteConfig,
} from './context';
export {
  AppError,
  type FieldErrors,
  fieldErrorsFromIssues,
  fieldErrorsOf,
  INVALID_INPUT_MESSAGE,
  isDatabaseUnavailable,
} from './errors';
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from './root';
export { sessionIdFromToken } from './services/sessions';

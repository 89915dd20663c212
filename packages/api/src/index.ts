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
  nulFields,
} from './errors';
export {
  type AppRouter,
  answersPersonalData,
  appRouter,
  createCaller,
  type RouterInputs,
  type RouterOutputs,
} from './root';
export { sessionIdFromToken } from './services/sessions';
export { completeSignIn, SignInRefusal } from './services/oidc';
export { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings } from './services/rate-limits';
export { createSession, SESSION_LIFETIME_MS } from './services/auth';
export { assertStrongPassword, MIN_PASSWORD_SCORE, passwordWeakness } from './services/passwords';
export {
  createStaff,
  disableStaff,
  enableStaff,
  listStaff,
  type StaffAccount,
  setStaffPassword,
  setStaffRole,
} from './services/staff';
export { ACCEPTED_IMAGE_TYPES, storeUploadedImage } from './services/admin/pages';
export { sanitizeRichText } from './services/admin/sanitize';
export { userFromToken } from './services/sessions';
export { trpcErrorFrom } from './errors';
export { CONTENT_ROLES } from './routers/admin';
export { deliverDueMail, type MailTransport, type OutgoingMail, pendingMailCount, retryDelayMs } from './services/mail';
export { registrantBatches } from './services/admin/registrants';
export {
  type ClassSession,
  classSessions,
  REGULAR_OCCURRENCES,
  zonedIso,
  zonedTime,
} from './services/class-schedule';
export { SITE_NAME } from './services/studio';

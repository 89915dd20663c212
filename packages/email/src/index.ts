export { formatSessionDate, formatSessionTime } from './format';
export { emailLocale } from './locale';
export { EMAIL_CATALOGS, type EmailMessages } from './messages';
export { readPoCatalog } from './po-catalog';
export type { EmailKind, EmailMessage, SessionFacts, Studio } from './props';
export { type RenderedEmail, renderEmail } from './render';

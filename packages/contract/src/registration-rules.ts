/** The forms' fixed rules, without zod: a form shows them before its validation (schemas/registrations.ts) has loaded. */

export const CONTACT_TOPICS = ['general', 'classes', 'corporate', 'facilitators', 'other'] as const;

/** The most seats one registration may ask for. */
export const MAX_SEATS_PER_REGISTRATION = 10;

/**
 * The forms' fixed rules and the server's wording the forms recognise, without zod: a form shows them before its
 * validation (schemas/registrations.ts) has loaded.
 */

export const CONTACT_TOPICS = ['general', 'classes', 'corporate', 'facilitators', 'other'] as const;

/** The most seats one registration may ask for. */
export const MAX_SEATS_PER_REGISTRATION = 10;

/**
 * The answer (422 on `seats`) when a class has some places left but fewer than asked. The form
 * recognises it with `seatsLeftIn` to show it in the visitor's language.
 */
export function onlySeatsLeftMessage(seatsLeft: number): string {
  return seatsLeft === 1
    ? 'Only 1 place is left: choose 1 seat.'
    : `Only ${seatsLeft} places are left: choose ${seatsLeft} seats or fewer.`;
}

/** The number of places an `onlySeatsLeftMessage` names, or null for any other message. */
export function seatsLeftIn(message: string): number | null {
  const match = /^Only (\d+) places? (?:is|are) left: choose /.exec(message);
  return match ? Number(match[1]) : null;
}

import type { ClassSession } from '@app/contract';

/** Scheduled and still ahead of `now` (the page's time, useNow): a date someone can book (or join the waiting list of). */
export function isBookable(session: ClassSession, now: number): boolean {
  return session.status === 'scheduled' && Date.parse(session.startsAt) > now;
}

export const isFull = (session: ClassSession): boolean => session.seatsLeft === 0;

/** The dates a form offers, soonest first. */
export function bookableSessions(sessions: readonly ClassSession[], now: number): ClassSession[] {
  return sessions.filter((s) => isBookable(s, now)).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The date chosen for the visitor: the soonest with places left, else the soonest (its waiting list). */
export function defaultSession(bookable: readonly ClassSession[]): ClassSession | null {
  return bookable.find((s) => !isFull(s)) ?? bookable[0] ?? null;
}

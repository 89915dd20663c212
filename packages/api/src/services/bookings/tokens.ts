import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a personal manage link: 32 random bytes, base64url. Only its SHA-256 is stored, so a
 * link that was not kept (the database holds no token) can only be replaced, never shown again.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page where a booking is seen and cancelled (the SPA's `/booking/{token}`). */
export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/booking/${token}`;

/** The iCalendar file of the booked session. */
export const calendarUrl = (publicUrl: string, token: string) => `${publicUrl}/api/app/booking/${token}/calendar.ics`;

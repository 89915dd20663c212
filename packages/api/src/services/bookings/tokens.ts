import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from '../../context';

/**
 * A random secret for a link that is made once (a newsletter confirmation, a staff invitation): 32
 * random bytes, base64url. Only its SHA-256 is stored, so the link can only be replaced, never shown again.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A signed manage link's bytes: the booking's id and the link's version (4 bytes each), then their HMAC-SHA256. */
const PAYLOAD_BYTES = 8;
const SIGNED_BYTES = PAYLOAD_BYTES + 32;

const linkKeys = new Map<string, Buffer>();

/** The key of manage links, derived from SESSION_SECRET for this purpose alone (HKDF-SHA256). */
function linkKey(secret: string): Buffer {
  let key = linkKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'ruang-teduh booking manage link v1', 32));
    linkKeys.set(secret, key);
  }
  return key;
}

const signature = (secret: string, payload: Buffer) => createHmac('sha256', linkKey(secret)).update(payload).digest();

/**
 * The token of a booking's manage link: base64url(id ‖ version ‖ HMAC(key, id ‖ version)). The same
 * booking and version always give the same token, so every email about a booking carries the same link
 * and nothing needs storing: the database holds no secret a reader could rebuild a link from.
 */
function signedManageToken(secret: string, bookingId: number, version: number): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt32BE(bookingId, 0);
  payload.writeUInt32BE(version, 4);
  return Buffer.concat([payload, signature(secret, payload)]).toString('base64url');
}

/**
 * The booking and version a signed token names, once its HMAC checks out (compared in constant time);
 * null for anything else, such as a random token emailed before links were signed.
 */
export function readSignedManageToken(secret: string, token: string): { bookingId: number; version: number } | null {
  const bytes = Buffer.from(token, 'base64url');
  // Only the canonical spelling: the same bytes written another way are not another link.
  if (bytes.length !== SIGNED_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), signature(secret, payload))) return null;
  return { bookingId: payload.readUInt32BE(0), version: payload.readUInt32BE(4) };
}

/** What making a booking's link needs: the site's address and the secret its key derives from. */
export type LinkDeps = Pick<Context, 'publicUrl' | 'sessionSecret'>;

/** A booking as its link names it: its id and the link's current version. */
interface LinkedBooking {
  id: number;
  manage_link_version: number;
}

/** The page where a booking is seen and cancelled (the SPA's `/booking/{token}`). */
export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/booking/${token}`;

/** A booking's one manage link, the same in every email about it until staff reissue it. */
export const bookingManageUrl = (deps: LinkDeps, booking: LinkedBooking) =>
  manageUrl(deps.publicUrl, signedManageToken(deps.sessionSecret, booking.id, booking.manage_link_version));

/** The iCalendar file of the booked session. */
export const calendarUrl = (publicUrl: string, token: string) => `${publicUrl}/api/app/booking/${token}/calendar.ics`;

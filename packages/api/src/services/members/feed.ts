import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@app/contract';
import { type Db, repo } from '@app/db';
import ical from 'ical-generator';
import type { Context } from '../../context';
import { addBookingEvent } from '../bookings/calendar';
import { bookingManageUrl, type LinkDeps } from '../bookings/tokens';
import { SITE_NAME } from '../studio';
import { studioContact } from '../studio-contact';
import { memberKey } from './session';

/**
 * A member's private calendar feed, `/calendar/{secret}.ics`, of their confirmed bookings: phones and
 * calendar apps subscribe to it (`webcal://…`) and refresh it. Nothing new is stored: the secret is the
 * address and the feed's version, encrypted deterministically (AES-256-GCM whose IV is the keyed
 * HMAC-SHA256 of what it encrypts, as in SIV), under keys derived from SESSION_SECRET for this purpose:
 * the same address and version always give the same URL, nobody can make or read one without the key,
 * and the server reads the address back from it. Resetting the feed raises the version kept in
 * `member_states` (keyed by the address's HMAC), and the old URL answers 404 from then on.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, { enc: Buffer; mac: Buffer }>();

function feedKeys(secret: string) {
  let pair = keys.get(secret);
  if (!pair) {
    const bytes = Buffer.from(hkdfSync('sha256', secret, '', 'ruang-teduh member calendar feed v1', 64));
    pair = { enc: bytes.subarray(0, 32), mac: bytes.subarray(32) };
    keys.set(secret, pair);
  }
  return pair;
}

const syntheticIv = (mac: Buffer, plain: Buffer) =>
  createHmac('sha256', mac).update(plain).digest().subarray(0, IV_BYTES);

/** The feed's secret for an address (lower-cased) and version. */
function feedSecret(secret: string, email: string, version: number): string {
  const { enc, mac } = feedKeys(secret);
  const plain = Buffer.from(`${version}\n${email.toLowerCase()}`);
  const iv = syntheticIv(mac, plain);
  const cipher = createCipheriv('aes-256-gcm', enc, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The address and version a feed secret holds, once it authenticates; null for anything else. */
function readFeedSecret(secret: string, token: string): { email: string; version: number } | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  const { enc, mac } = feedKeys(secret);
  const iv = bytes.subarray(0, IV_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', enc, iv);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    if (!timingSafeEqual(iv, syntheticIv(mac, plain))) return null;
    const [version, email] = plain.toString('utf8').split('\n');
    if (!email || !/^\d+$/.test(version ?? '')) return null;
    return { email, version: Number(version) };
  } catch {
    return null;
  }
}

async function feedVersion(db: Db, secret: string, email: string): Promise<number> {
  return (await repo.findMemberState(db, memberKey(secret, email)))?.feed_version ?? 0;
}

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/${token}.ics`;

/** The member's current feed URL (https; the page offers it as webcal:// too). */
export async function memberFeedUrl(ctx: Context, email: string): Promise<string> {
  const version = await feedVersion(ctx.db, ctx.sessionSecret, email);
  return feedUrl(ctx.publicUrl, feedSecret(ctx.sessionSecret, email, version));
}

/** A new feed URL for the member: the old one stops working. */
export async function resetMemberFeed(ctx: Context, email: string): Promise<{ calendarFeedUrl: string }> {
  const version = await repo.bumpMemberFeedVersion(ctx.db, memberKey(ctx.sessionSecret, email));
  return { calendarFeedUrl: feedUrl(ctx.publicUrl, feedSecret(ctx.sessionSecret, email, version)) };
}

/**
 * The feed of a secret: the address's confirmed bookings, each the event its booking's own `.ics`
 * gives (the session's UID and SEQUENCE), so a calendar holding both keeps one event. Null for a secret
 * that is not a current feed's.
 */
export async function memberCalendarFeed(
  deps: LinkDeps & { db: Db; locale: Locale; now: Date },
  token: string,
): Promise<string | null> {
  const read = readFeedSecret(deps.sessionSecret, token);
  if (!read) return null;
  if ((await feedVersion(deps.db, deps.sessionSecret, read.email)) !== read.version) return null;
  const bookings = (await repo.findBookingsByEmail(deps.db, read.email)).filter(
    (booking) => booking.status === 'confirmed' && booking.session_status !== 'cancelled',
  );
  const { email } = await studioContact(deps.db);
  const calendar = ical({ prodId: { company: 'Ruang Teduh', product: 'My bookings' }, name: SITE_NAME, ttl: 3600 });
  for (const booking of bookings) {
    addBookingEvent(calendar, booking, {
      locale: deps.locale,
      manageUrl: bookingManageUrl(deps, booking),
      host: new URL(deps.publicUrl).host,
      now: deps.now,
      organizer: email.includes('@') ? { name: SITE_NAME, email } : null,
    });
  }
  return calendar.toString();
}

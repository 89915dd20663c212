import type { Booking } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { auditBookingChange } from './audit';
import { type StoredBooking, toBooking } from './present';
import { hashManageToken, readSignedManageToken } from './tokens';

/*
 * A booking found by its manage link: what cancelling, moving and changing seats all start from
 * (their own modules, which call each other, read it here).
 */

export const UNKNOWN_LINK =
  /*i18n*/ 'This booking link is not valid (any more). The latest email about your booking holds a working one.';

/**
 * The booking a manage link names: a signed link by its booking and version (a reissued link's older
 * versions name none), a link emailed before links were signed by its token's hash.
 */
export function bookingOfToken(db: Db, secret: string, token: string) {
  const signed = readSignedManageToken(secret, token);
  return signed
    ? repo.findBookingByLink(db, signed.bookingId, signed.version)
    : repo.findBookingByTokenHash(db, hashManageToken(token));
}

export async function findBooking(ctx: Context, token: string): Promise<StoredBooking> {
  const row = await bookingOfToken(ctx.db, ctx.sessionSecret, token);
  if (!row) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
  return row;
}

/** A booking by its manage link's token (404 for a token no booking has). */
export async function getBooking(ctx: Context, token: string): Promise<Booking> {
  const booking = await findBooking(ctx, token);
  const place = booking.status === 'confirmed' ? await repo.findMovePlace(ctx.db, booking.id) : undefined;
  const guests = await repo.listBookingGuests(ctx.db, booking.id);
  return toBooking(ctx, booking, token, place?.status === 'waitlisted' ? place : null, guests);
}

/** The audit entry of a change its person made through the booking's link (there is no user). */
export async function auditLinkChange(db: Db, bookingId: number, summary: { title: string } & Record<string, unknown>) {
  await auditBookingChange(db, null, 'update', bookingId, summary);
}

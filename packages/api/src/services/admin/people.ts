import {
  isLocale,
  PEOPLE_PAGE_SIZE,
  type PeopleQuery,
  type PersonDetail,
  type PersonSummary,
  type peopleQuerySchema,
} from '@app/contract';
import { repo, zonedIso } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { noShowPause } from '../bookings/no-show-policy';
import { classTimeZone } from '../bookings/present';
import { signOutMemberEverywhere } from '../members/links';
import { erasePersonalData } from '../personal-data/erase';
import { exportPersonalData } from '../personal-data/export';
import { localize } from '../resolve';
import type { SessionUser } from '../sessions';
import { audit } from './writes';

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString();

/** The address as every source is grouped by: lower case, no surrounding spaces. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

const toSummary = (row: repo.PersonListRow): PersonSummary => ({
  email: row.person,
  names: row.names ?? [],
  phones: row.phones ?? [],
  visits: Number(row.visits),
  lastVisitAt: row.last_visit ? iso(new Date(row.last_visit)) : null,
  noShows: Number(row.no_shows),
  lastSeenAt: iso(new Date(row.last_seen)),
});

export async function listPeople(ctx: Context, q: z.output<typeof peopleQuerySchema> | Required<PeopleQuery>) {
  const rows = await repo.listPeople(ctx.db, {
    search: q.q,
    sort: q.sort,
    limit: PEOPLE_PAGE_SIZE,
    offset: (q.page - 1) * PEOPLE_PAGE_SIZE,
    now: ctx.now(),
  });
  return { rows: rows.map(toSummary), total: rows[0]?.total ?? 0, pageSize: PEOPLE_PAGE_SIZE };
}

const NOT_FOUND = /*i18n*/ 'Nobody with this email address booked, subscribed or wrote.';

/** A person's page: their bookings (upcoming soonest first, then past), messages, requests, totals and notes. */
export async function getPerson(ctx: Context, email: string): Promise<PersonDetail> {
  const person = normaliseEmail(email);
  const now = ctx.now();
  const found = await repo.findPerson(ctx.db, person);
  const names = new Set<string>();
  const phones = new Set<string>();
  const given = (name: string | null | undefined, phone?: string | null) => {
    if (name?.trim()) names.add(name);
    if (phone?.trim()) phones.add(phone);
  };
  for (const b of found.bookings) given(b.name, b.phone);
  for (const g of found.asGuest) given(g.name);
  given(found.subscription?.name);
  for (const m of found.messages) given(m.name, m.phone);
  for (const r of found.requests) given(r.name, r.phone);
  const empty =
    found.bookings.length + found.asGuest.length + found.messages.length + found.requests.length === 0 &&
    !found.subscription;
  if (empty && found.notes.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);

  const [visits, [marks], pause] = await Promise.all([
    repo.countVisits(
      ctx.db,
      person,
      now,
      [30, 90, 365].map((days) => new Date(now.getTime() - days * DAY_MS)),
    ),
    repo.countAttendanceByEmail(ctx.db, { emails: [person] }),
    noShowPause(ctx.db, person, now),
  ]);
  const bookings = found.bookings.map((b) => {
    const zone = classTimeZone(b.extend_info);
    const startsAt = new Date(b.starts_at);
    const upcoming = startsAt > now;
    return {
      id: b.id,
      sessionId: b.session_id,
      classId: b.class_id,
      class: localize(b.title, ctx.locale),
      startsAt: zonedIso(startsAt, zone),
      timeZone: zone,
      seats: b.seats,
      status: b.status,
      upcoming,
      waitlistedNeverPromoted: !upcoming && b.status === 'waitlisted',
      checkedIn: b.checked_in_at !== null,
      attendance: b.attendance,
      lateCancel: b.late_cancel,
      name: b.name,
      phone: b.phone,
      source: b.source,
      bookedAt: iso(new Date(b.created_at)),
      guests: found.guests
        .filter((g) => g.booking_id === b.id)
        .map((g) => ({ seat: g.position, name: g.name, email: g.email })),
    };
  });
  const sub = found.subscription;
  return {
    email: person,
    names: [...names],
    phones: [...phones],
    // Upcoming soonest first, then the past latest first.
    bookings: [...bookings.filter((b) => b.upcoming).reverse(), ...bookings.filter((b) => !b.upcoming)],
    asGuest: found.asGuest.map((g) => {
      const zone = classTimeZone(g.extend_info);
      return {
        bookingId: g.booking_id,
        sessionId: g.session_id,
        class: localize(g.title, ctx.locale),
        startsAt: zonedIso(new Date(g.starts_at), zone),
        timeZone: zone,
        status: g.status,
        name: g.name,
        bookedBy: g.booked_by,
      };
    }),
    newsletter: sub
      ? {
          state: sub.unsubscribed_at ? 'unsubscribed' : sub.confirmed_at ? 'subscribed' : 'unconfirmed',
          name: sub.name,
          language: sub.locale,
          since: iso(new Date(sub.unsubscribed_at ?? sub.confirmed_at ?? sub.created_at)),
        }
      : null,
    messages: found.messages.map((m) => ({
      id: m.id,
      name: m.name,
      phone: m.phone,
      topic: m.topic,
      message: m.message,
      status: m.status,
      sentAt: iso(new Date(m.created_at)),
    })),
    privateRequests: found.requests.map((r) => ({
      id: r.id,
      class: localize(r.title, ctx.locale),
      name: r.name,
      phone: r.phone,
      status: r.status,
      preferredTimes: r.preferred_times,
      message: r.message,
      sentAt: iso(new Date(r.created_at)),
    })),
    totals: {
      visits: visits.all,
      visits30: visits.since[0] ?? 0,
      visits90: visits.since[1] ?? 0,
      visits365: visits.since[2] ?? 0,
      noShows: marks?.noShows ?? 0,
      attended: marks?.attended ?? 0,
    },
    noShowPause: pause?.paused ? { noShows: pause.noShows, limit: pause.limit } : null,
    notes: found.notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: n.author ?? null,
      createdAt: iso(new Date(n.created_at)),
    })),
  };
}

/**
 * A staff note about a person (admins only), dated and signed. The audit entry names the note, not the
 * person: the address stays out of the log, so "delete my data" leaves no trace of it there.
 */
export async function addPersonNote(ctx: Context, user: SessionUser, email: string, body: string) {
  const person = normaliseEmail(email);
  // Only about someone the studio knows: the same check as their page.
  await getPerson(ctx, person);
  const note = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertStaffNote(trx, { person, body, authorId: user.id, at: ctx.now() });
    await audit(trx, user, 'note', 'person', inserted.id, { title: '' });
    return inserted;
  });
  return { ok: true as const, id: note.id };
}

/**
 * The person's data as their own "download my data" gives it (admins, e.g. for a request by post).
 * Audited without the address, as a note is: "delete my data" leaves no trace of it in the log.
 */
export async function exportPerson(ctx: Context, user: SessionUser, email: string) {
  const person = normaliseEmail(email);
  await getPerson(ctx, person);
  const data = await exportPersonalData(ctx, person);
  await audit(ctx.db, user, 'export person data', 'personal data', null, { title: '' });
  return data;
}

/**
 * "Delete my data" for someone, by an admin: the same erasure (upcoming bookings cancelled, every
 * personal field emptied, the confirming email), audited under the admin's name with counts only;
 * the person is signed out of "My bookings" everywhere, as after their own.
 */
export async function erasePerson(ctx: Context, user: SessionUser, email: string) {
  const person = normaliseEmail(email);
  await getPerson(ctx, person);
  // The emails it sends (the confirmation, cancellations) speak the person's language, not the admin's:
  // that of their latest booking, else their subscription's, else their latest message's.
  const held = await exportPersonalData(ctx, person);
  const language = [
    ...held.bookings.toSorted((a, b) => b.bookedAt.localeCompare(a.bookedAt)).map((b) => b.language),
    held.newsletter?.language,
    ...held.messages.toSorted((a, b) => b.sentAt.localeCompare(a.sentAt)).map((m) => m.language),
  ].find(isLocale);
  const erased = await erasePersonalData({ ...ctx, locale: language ?? ctx.locale }, person, user);
  await signOutMemberEverywhere(ctx, person);
  return erased;
}

/**
 * Lifts the no-show policy's pause of an address: its no-shows so far stop counting, so it can book
 * online again. Audited without the address.
 */
export async function liftNoShowPause(ctx: Context, user: SessionUser, email: string): Promise<PersonDetail> {
  const person = normaliseEmail(email);
  await getPerson(ctx, person);
  await ctx.db.transaction().execute(async (trx) => {
    const lift = await repo.insertNoShowLift(trx, { person, userId: user.id, at: ctx.now() });
    await audit(trx, user, 'lift no-show pause', 'person', lift.id, { title: '' });
  });
  return getPerson(ctx, person);
}

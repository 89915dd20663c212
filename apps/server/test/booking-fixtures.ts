import { bookingSchema, classRegistrationResultSchema, resultEnvelope } from '@app/contract';
import type { DbHandle } from '@app/db';
import { sql } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from './requests';

const HOUR_MS = 3_600_000;

export interface ClassOptions {
  capacity?: number | null;
  classType?: 'REGULAR' | 'WORKSHOP_AND_EVENT' | 'PRIVATE_SESSION';
  format?: 'in-person' | 'online' | 'hybrid';
  onlineUrl?: string | null;
  cancelCutoffHours?: number;
  timeZone?: string;
}

/** The ids of a class's sessions (the class by its slug), earliest first. */
export async function sessionIdsOf(db: DbHandle, slug: string): Promise<number[]> {
  const rows = await db.db
    .selectFrom('class_sessions')
    .innerJoin('classes', 'classes.id', 'class_sessions.class_id')
    .select('class_sessions.id')
    .where('classes.slug', '=', slug)
    .orderBy('class_sessions.starts_at')
    .execute();
  return rows.map((row) => row.id);
}

/** A facilitator with only a name (`slug` unless given); answers its id. */
export async function addFacilitator(
  db: DbHandle,
  slug: string,
  options: { name?: string; status?: 'published' | 'draft' } = {},
): Promise<number> {
  const row = await db.db
    .insertInto('counselors')
    .values({
      slug,
      name: options.name ?? slug,
      title: JSON.stringify({ en: 'Facilitator' }),
      summary: JSON.stringify({ en: '' }),
      bio: JSON.stringify({ en: '' }),
      groups: [],
      languages: ['en'],
      contact_links: JSON.stringify([]),
      sort_order: 0,
      status: options.status ?? 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A published class; answers its id. */
export async function addClass(db: DbHandle, slug: string, options: ClassOptions = {}): Promise<number> {
  const row = await db.db
    .insertInto('classes')
    .values({
      slug,
      class_type: options.classType ?? 'REGULAR',
      title: JSON.stringify({ en: `Class ${slug}`, fr: `Cours ${slug}` }),
      summary: JSON.stringify({ en: 'x' }),
      description: JSON.stringify({ en: '<p>x</p>' }),
      extend_info: JSON.stringify({
        day: 'Tuesday',
        startTime: '18:00',
        endTime: '19:00',
        timeZone: options.timeZone ?? 'Asia/Jakarta',
        startDate: null,
        endDate: null,
        durationMinutes: 60,
        format: options.format ?? 'in-person',
        location: { en: 'Studio Kemang' },
        onlineUrl: options.onlineUrl ?? null,
        price: null,
        currency: 'IDR',
      }),
      capacity: options.capacity === undefined ? 10 : options.capacity,
      cancel_cutoff_hours: options.cancelCutoffHours ?? 12,
      sort_order: 99,
      status: 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let sessionsAdded = 0;

/** A session of a class starting `hoursAhead` from now (negative: in the past), an hour long; answers its id. */
export async function addSession(
  db: DbHandle,
  classId: number,
  hoursAhead: number,
  options: { capacity?: number | null; status?: 'scheduled' | 'cancelled' } = {},
): Promise<number> {
  // Whole seconds, one more per call, so two sessions of one class never share a start.
  const start = new Date(Math.floor((Date.now() + hoursAhead * HOUR_MS) / 1000) * 1000 + sessionsAdded++ * 1000);
  const row = await db.db
    .insertInto('class_sessions')
    .values({
      class_id: classId,
      starts_at: start,
      ends_at: new Date(start.getTime() + HOUR_MS),
      capacity: options.capacity ?? null,
      status: options.status ?? 'scheduled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const bookingInput = (slug: string, sessionId: number | undefined, overrides: Record<string, unknown> = {}) => ({
  slug,
  ...(sessionId === undefined ? {} : { sessionId }),
  name: 'Ayu Lestari',
  email: 'ayu@example.com',
  phone: '+62 812 3456 7890',
  seats: 1,
  consent: true,
  ...overrides,
});

export { post } from './requests';

/** The result of a registration (POST /api/app/class-registration), parsed. */
export const registrationResultOf = (body: unknown) => resultEnvelope(classRegistrationResultSchema).parse(body).result;

/** A booking as its manage link shows it, parsed. */
export const bookingOf = (body: unknown) => resultEnvelope(bookingSchema).parse(body).result;

/** Books through the REST path and answers the parsed result (the request must succeed). */
export async function book(
  app: FastifyInstance,
  slug: string,
  sessionId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await post(app, '/api/app/class-registration', bookingInput(slug, sessionId, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return registrationResultOf(res.json());
}

/**
 * Books through the REST path as `book` does, and answers the result with `link`: the manage link the
 * confirmation email carries (the answer has none).
 */
export async function bookWithLink(
  t: { app: FastifyInstance; db: DbHandle },
  slug: string,
  sessionId: number,
  overrides: Record<string, unknown> = {},
) {
  const result = await book(t.app, slug, sessionId, overrides);
  const email = String(overrides.email ?? bookingInput(slug, sessionId).email);
  return { ...result, link: await linkFromLatestEmail(t.db, email) };
}

/** The token of a manage link (`…/booking/{token}`). */
export function tokenOf(manageUrl: string | null): string {
  const token = manageUrl?.split('/booking/')[1];
  if (!token) throw new Error(`No manage link: ${manageUrl}`);
  return token;
}

/** The emails queued to an address, oldest first. */
export const mailsTo = (db: DbHandle, to: string) =>
  db.db
    .selectFrom('email_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

/** The newest email queued to an address, all its columns (throws when there is none). */
export async function latestMailTo(db: DbHandle, to: string) {
  const mail = await db.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`No email to ${to}`);
  return mail;
}

/**
 * Who did what to one entity (`booking`, `session` …), oldest first; `user_id` null for the system or a
 * visitor. Sign-ins (audited on the account too) are left out: second-factor.test.ts reads those.
 */
export const auditOf = (db: DbHandle, entity: string, entityId: number) =>
  db.db
    .selectFrom('audit_log')
    .select(['action', 'user_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .where('action', '!=', 'staff.sign-in')
    .orderBy('id')
    .execute();

/** The manage link in the newest email to an address (the answers carry none, the database no token). */
export async function linkFromLatestEmail(db: DbHandle, to: string): Promise<string> {
  const mail = await latestMailTo(db, to);
  const match = /http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]+/.exec(mail.body_text);
  if (!match) throw new Error(`No manage link in the email to ${to}: ${mail.body_text}`);
  return match[0];
}

/** The manage link's token in the newest email to an address. */
export async function tokenFromLatestEmail(db: DbHandle, to: string): Promise<string> {
  return tokenOf(await linkFromLatestEmail(db, to));
}

export async function bookingsOf(db: DbHandle, sessionId: number) {
  return db.db
    .selectFrom('class_registrations')
    .select(['id', 'email', 'seats', 'status', 'created_at', 'promoted_at', 'cancelled_at'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Runs `run` while the outbox refuses email to an address (a trigger raising), so whatever queues one fails. */
export async function whileMailRefused<T>(db: DbHandle, to: string, run: () => Promise<T>): Promise<T> {
  await sql`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.to_address = ${sql.lit(to)} THEN RAISE EXCEPTION 'mail refused'; END IF; RETURN NEW; END $$`.execute(
    db.db,
  );
  await sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON email_outbox
    FOR EACH ROW EXECUTE FUNCTION refuse_mail()`.execute(db.db);
  try {
    return await run();
  } finally {
    await sql`DROP TRIGGER refuse_mail ON email_outbox`.execute(db.db);
    await sql`DROP FUNCTION refuse_mail()`.execute(db.db);
  }
}

import { randomBytes } from 'node:crypto';
import { type Locale, onlySeatsLeftMessage } from '@app/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, StoredExtendInfo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { contentChanged } from './admin/writes';
import { localize } from './resolve';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function queueMail(db: Kysely<Database> | Transaction<Database>, mails: Mail[]) {
  if (mails.length === 0) return;
  await db
    .insertInto('email_outbox')
    .values(mails.map((m) => ({ to_address: m.to, subject: m.subject, body_text: m.text })))
    .execute();
}

/** The studio's own address (site settings), where staff notifications go. */
async function staffAddress(db: Kysely<Database> | Transaction<Database>): Promise<string | null> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'contact').executeTakeFirst();
  const email = (row?.value as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

function unsubscribeLink(ctx: Context, token: string) {
  return `${ctx.publicUrl}/newsletter/unsubscribe?token=${token}`;
}

/** The meeting link of an online or hybrid class: only confirmed registrants receive it (never public). */
function meetingLinkText(info: StoredExtendInfo): string {
  if (info.format === 'in-person' || !info.onlineUrl) return '';
  return `\n\nJoin online with this link: ${info.onlineUrl}\nPlease keep it to yourself: it is for registered participants only.`;
}

/** Signing up twice is not an error and keeps one row; a past unsubscribe is undone. */
export async function subscribe(
  ctx: Context,
  input: { email: string; name?: string | undefined; website?: string | undefined },
) {
  await ctx.rateLimits.form(ctx.ip);
  if (input.website) return { ok: true as const };
  await ctx.db.transaction().execute(async (trx) => {
    const token = randomBytes(24).toString('base64url');
    const row = await trx
      .insertInto('newsletter_subscribers')
      .values({
        email: input.email,
        name: input.name ? input.name : null,
        locale: ctx.locale,
        unsubscribe_token: token,
      })
      .onConflict((oc) =>
        oc
          .expression(sql`lower(email)`)
          .doUpdateSet({ unsubscribed_at: null, name: sql`coalesce(excluded.name, newsletter_subscribers.name)` }),
      )
      .returning(['unsubscribe_token', sql<boolean>`(xmax = 0)`.as('inserted')])
      .executeTakeFirstOrThrow();
    if (row.inserted) {
      await queueMail(trx, [
        {
          to: input.email,
          subject: 'Welcome to the Ruang Teduh letter',
          text: `Thank you for signing up. About once a month we write about new classes and reflections from our facilitators.\n\nUnsubscribe at any time: ${unsubscribeLink(ctx, row.unsubscribe_token)}`,
        },
      ]);
    }
  });
  return { ok: true as const };
}

export async function unsubscribe(ctx: Context, token: string) {
  const row = await ctx.db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: ctx.now() })
    .where('unsubscribe_token', '=', token)
    .returning('email')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid (any more).');
  return { ok: true as const };
}

/**
 * Registers for a class. The class row is locked while seats are counted, so concurrent
 * registrations can never oversell: what does not fit joins the waiting list.
 */
export async function registerForClass(
  ctx: Context,
  input: {
    slug: string;
    name: string;
    email: string;
    phone: string;
    seats: number;
    message?: string | undefined;
    website?: string | undefined;
  },
) {
  await ctx.rateLimits.form(ctx.ip);
  if (input.website) return { status: 'confirmed' as const, seats: input.seats, seatsLeft: null };
  const result = await ctx.db.transaction().execute(async (trx) => {
    const klass = await trx
      .selectFrom('classes')
      .select(['id', 'capacity', 'title', 'extend_info'])
      .where('slug', '=', input.slug)
      .where('status', '=', 'published')
      .forUpdate()
      .executeTakeFirst();
    if (!klass) throw new AppError('NOT_FOUND', 'Class not found.');
    const taken = await trx
      .selectFrom('class_registrations')
      .select(sql<number>`coalesce(sum(seats), 0)::int`.as('seats'))
      .where('class_id', '=', klass.id)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    // Counted under the class row's lock: some places left, but fewer than asked, is the visitor's
    // choice to make (fewer seats, or the waiting list once the class is full), not a waiting list.
    const seatsLeft = klass.capacity === null ? null : Math.max(0, klass.capacity - taken.seats);
    if (seatsLeft !== null && seatsLeft > 0 && input.seats > seatsLeft) {
      const message = onlySeatsLeftMessage(seatsLeft);
      throw new AppError('INVALID', message, { seats: [message] });
    }
    const fits = klass.capacity === null || taken.seats + input.seats <= klass.capacity;
    const status = fits ? ('confirmed' as const) : ('waitlisted' as const);
    await trx
      .insertInto('class_registrations')
      .values({
        class_id: klass.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        seats: input.seats,
        message: input.message || null,
        status,
        locale: ctx.locale,
      })
      .execute();
    const title = localize(klass.title, ctx.locale as Locale);
    const staff = await staffAddress(trx);
    await queueMail(trx, [
      {
        to: input.email,
        subject: fits ? `You are registered: ${title}` : `You are on the waiting list: ${title}`,
        text: fits
          ? `Dear ${input.name},\n\nyour ${input.seats} seat(s) for "${title}" are confirmed. We look forward to seeing you.${meetingLinkText(klass.extend_info)}`
          : `Dear ${input.name},\n\n"${title}" is full for now. You are on the waiting list for ${input.seats} seat(s); we will write as soon as a place opens.`,
      },
      ...(staff
        ? [
            {
              to: staff,
              subject: `New registration (${status}): ${title}`,
              text: `${input.name} <${input.email}>, ${input.phone}, ${input.seats} seat(s).\n\n${input.message ?? ''}`,
            },
          ]
        : []),
    ]);
    const takenAfter = taken.seats + (fits ? input.seats : 0);
    return {
      status,
      seats: input.seats,
      seatsLeft: klass.capacity === null ? null : Math.max(0, klass.capacity - takenAfter),
    };
  });
  // seatsLeft on the class page changes with every confirmed registration.
  await contentChanged(ctx);
  return result;
}

export async function sendContactMessage(
  ctx: Context,
  input: {
    name: string;
    email: string;
    phone?: string | undefined;
    topic?: string | undefined;
    message: string;
    website?: string | undefined;
  },
) {
  await ctx.rateLimits.form(ctx.ip);
  if (input.website) return { ok: true as const };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        topic: input.topic ?? null,
        message: input.message,
        locale: ctx.locale,
      })
      .execute();
    const staff = await staffAddress(trx);
    await queueMail(trx, [
      {
        to: input.email,
        subject: 'We received your message',
        text: `Dear ${input.name},\n\nthank you for writing to Ruang Teduh. We usually answer within two working days.`,
      },
      ...(staff
        ? [
            {
              to: staff,
              subject: `Contact form: ${input.topic ?? 'general'}`,
              text: `${input.name} <${input.email}> ${input.phone ?? ''}\n\n${input.message}`,
            },
          ]
        : []),
    ]);
  });
  return { ok: true as const };
}

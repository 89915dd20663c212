import { randomBytes } from 'node:crypto';
import { type Locale, onlySeatsLeftMessage } from '@app/contract';
import { type Db, repo, type StoredExtendInfo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { contentChanged } from './admin/writes';
import { localize } from './resolve';

/** The studio's own address (site settings), where staff notifications go. */
async function staffAddress(db: Db): Promise<string | null> {
  const contact = await repo.readSiteSetting(db, 'contact');
  const email = (contact as { email?: unknown } | undefined)?.email;
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
    const row = await repo.upsertNewsletterSubscriber(trx, {
      email: input.email,
      name: input.name ? input.name : null,
      locale: ctx.locale,
      unsubscribeToken: token,
    });
    if (row.inserted) {
      await repo.queueEmails(trx, [
        {
          to: input.email,
          subject: 'Welcome to the Ruang Teduh letter',
          text: `Thank you for signing up. About once a month we write about new classes and reflections from our facilitators.\n\nUnsubscribe at any time: ${unsubscribeLink(ctx, row.unsubscribeToken)}`,
        },
      ]);
    }
  });
  return { ok: true as const };
}

export async function unsubscribe(ctx: Context, token: string) {
  const found = await repo.unsubscribeNewsletter(ctx.db, token, ctx.now());
  if (!found) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid (any more).');
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
    const klass = await repo.lockPublishedClassBySlug(trx, input.slug);
    if (!klass) throw new AppError('NOT_FOUND', 'Class not found.');
    const takenSeats = await repo.countConfirmedSeats(trx, klass.id);
    // Counted under the class row's lock: some places left, but fewer than asked, is the visitor's
    // choice to make (fewer seats, or the waiting list once the class is full), not a waiting list.
    const seatsLeft = klass.capacity === null ? null : Math.max(0, klass.capacity - takenSeats);
    if (seatsLeft !== null && seatsLeft > 0 && input.seats > seatsLeft) {
      const message = onlySeatsLeftMessage(seatsLeft);
      throw new AppError('INVALID', message, { seats: [message] });
    }
    const fits = klass.capacity === null || takenSeats + input.seats <= klass.capacity;
    const status = fits ? ('confirmed' as const) : ('waitlisted' as const);
    await repo.insertClassRegistration(trx, {
      classId: klass.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      seats: input.seats,
      message: input.message || null,
      status,
      locale: ctx.locale,
    });
    const title = localize(klass.title, ctx.locale as Locale);
    const staff = await staffAddress(trx);
    await repo.queueEmails(trx, [
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
    const takenAfter = takenSeats + (fits ? input.seats : 0);
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
    await repo.insertContactMessage(trx, {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      topic: input.topic ?? null,
      message: input.message,
      locale: ctx.locale,
    });
    const staff = await staffAddress(trx);
    await repo.queueEmails(trx, [
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

import { randomBytes } from 'node:crypto';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { renderedMail } from './emails/render';
import { staffMail } from './emails/staff';
import { mailStudio } from './emails/studio';
import { staffAddress } from './studio-contact';

function unsubscribeLink(ctx: Context, token: string) {
  return `${ctx.publicUrl}/newsletter/unsubscribe?token=${token}`;
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
        await renderedMail(input.email, {
          kind: 'newsletter-welcome',
          locale: ctx.locale,
          studio: await mailStudio(trx, ctx),
          unsubscribeUrl: unsubscribeLink(ctx, row.unsubscribeToken),
        }),
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
      await renderedMail(input.email, {
        kind: 'contact-received',
        locale: ctx.locale,
        studio: await mailStudio(trx, ctx),
      }),
      ...(staff
        ? [
            await staffMail(trx, ctx, staff, {
              subject: `Contact form: ${input.topic ?? 'general'}`,
              heading: 'A message from the contact form',
              facts: [
                { label: 'Name', value: input.name },
                { label: 'Email', value: input.email },
                { label: 'Phone', value: input.phone ?? '' },
                { label: 'Topic', value: input.topic ?? 'general' },
                { label: 'Language', value: ctx.locale },
              ],
              message: input.message,
            }),
          ]
        : []),
    ]);
  });
  return { ok: true as const };
}

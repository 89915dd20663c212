import { repo } from '@app/db';
import type { Context } from '../context';
import { mailOf } from './emails/render';
import { staffMail } from './emails/staff';
import { mailStudio } from './emails/studio';
import { staffAddress } from './studio-contact';
import { queueMail } from './emails/queue';
import { enqueueWebhookEvent } from './webhooks/events';

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
    const contact = {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      topic: input.topic ?? null,
      message: input.message,
      locale: ctx.locale,
    };
    const id = await repo.insertContactMessage(trx, contact);
    await enqueueWebhookEvent(
      trx,
      'contact.received',
      `contact:${id}`,
      { id, ...contact, receivedAt: ctx.now().toISOString() },
      ctx.now(),
    );
    const staff = await staffAddress(trx);
    await queueMail(trx, [
      mailOf(input.email, {
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

import { repo } from '@app/db';
import type { Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { localize } from '../resolve';
import { staffAddress } from '../studio-contact';

export interface PrivateSessionRequestInput {
  slug: string;
  name: string;
  email: string;
  phone: string;
  preferredTimes: string;
  preferredDates: string[];
  message?: string | undefined;
  website?: string | undefined;
}

/**
 * A private session has no public dates: the person asks for one (days and times that suit them, up to
 * three dates), and staff propose or confirm a date from the back office. Stored with the person's
 * language; they get an acknowledgement, the studio a notification, in the request's transaction.
 */
export async function requestPrivateSession(ctx: Context, input: PrivateSessionRequestInput) {
  await ctx.rateLimits.form(ctx.ip);
  if (input.website) return { ok: true as const };
  await ctx.db.transaction().execute(async (trx) => {
    const klass = await repo.findBookableClassBySlug(trx, input.slug);
    if (!klass) throw new AppError('NOT_FOUND', 'Class not found.');
    if (klass.class_type !== 'PRIVATE_SESSION') {
      throw new AppError('INVALID', INVALID_INPUT_MESSAGE, {
        slug: ['This class is not a private session: book one of its dates instead.'],
      });
    }
    const preferredDates = [...new Set(input.preferredDates)].sort();
    await repo.insertPrivateSessionRequest(trx, {
      classId: klass.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredTimes: input.preferredTimes,
      preferredDates,
      message: input.message || null,
      locale: ctx.locale,
    });
    const title = localize(klass.title, ctx.locale);
    const dates = preferredDates.length ? `\nPreferred dates: ${preferredDates.join(', ')}` : '';
    const staff = await staffAddress(trx);
    await repo.queueEmails(trx, [
      {
        to: input.email,
        subject: `We received your request: ${title}`,
        text: `Dear ${input.name},\n\nthank you for asking for a private session of "${title}". We will propose a date that suits you, usually within two working days.\n\nWhat you told us:\n${input.preferredTimes}${dates}`,
      },
      ...(staff
        ? [
            {
              to: staff,
              subject: `Private session request: ${localize(klass.title, 'en')}`,
              text: `${input.name} <${input.email}>, ${input.phone}\n\nPreferred times: ${input.preferredTimes}${dates}\n\n${input.message ?? ''}`.trimEnd(),
            },
          ]
        : []),
    ]);
  });
  return { ok: true as const };
}

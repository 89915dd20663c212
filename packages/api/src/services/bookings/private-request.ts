import { calendarDateIn, PAST_DATE_MESSAGE, STUDIO_TIME_ZONE } from '@app/contract';
import { isTimeZone, repo, type StoredExtendInfo } from '@app/db';
import type { Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { mailOf } from '../emails/render';
import { staffMail } from '../emails/staff';
import { mailStudio } from '../emails/studio';
import { localize } from '../resolve';
import { staffAddress } from '../studio-contact';
import { queueMail } from '../emails/queue';
import { enqueueWebhookEvent } from '../webhooks/events';

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
 * Today on the class's clock (its IANA zone; the studio's when it names none this runtime knows), by the server's
 * time: a preferred date before it has passed where the session would take place, whatever the visitor's clock says.
 */
function classToday(ctx: Context, info: Pick<StoredExtendInfo, 'timeZone'>): string {
  const zone = isTimeZone(info.timeZone) ? info.timeZone : STUDIO_TIME_ZONE;
  return calendarDateIn(zone, ctx.now());
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
    if (!klass) throw new AppError('NOT_FOUND', /*i18n*/ 'Class not found.');
    if (klass.class_type !== 'PRIVATE_SESSION') {
      throw new AppError('INVALID', INVALID_INPUT_MESSAGE, {
        slug: [/*i18n*/ 'This class is not a private session: book one of its dates instead.'],
      });
    }
    const preferredDates = [...new Set(input.preferredDates)].sort();
    const today = classToday(ctx, klass.extend_info);
    if (preferredDates.some((date) => date < today)) {
      throw new AppError('INVALID', INVALID_INPUT_MESSAGE, { preferredDates: [PAST_DATE_MESSAGE] });
    }
    // What the person asked, as stored and as the webhook tells it.
    const asked = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredTimes: input.preferredTimes,
      preferredDates,
      message: input.message || null,
      locale: ctx.locale,
    };
    const request = await repo.insertPrivateSessionRequest(trx, { classId: klass.id, ...asked });
    await enqueueWebhookEvent(
      trx,
      'private_request.created',
      `private_request:${request.id}`,
      {
        id: request.id,
        class: { id: klass.id, slug: klass.slug, title: localize(klass.title, 'en') },
        ...asked,
        status: 'new',
      },
      ctx.now(),
    );
    const staff = await staffAddress(trx);
    const title = localize(klass.title, 'en');
    await queueMail(trx, [
      mailOf(input.email, {
        kind: 'private-request-received',
        locale: ctx.locale,
        studio: await mailStudio(trx, ctx),
        name: input.name,
        title: localize(klass.title, ctx.locale),
        preferredTimes: input.preferredTimes,
        preferredDates,
      }),
      ...(staff
        ? [
            await staffMail(trx, ctx, staff, {
              subject: `Private session request: ${title}`,
              heading: 'A private session was requested',
              facts: [
                { label: 'Class', value: title },
                { label: 'Name', value: input.name },
                { label: 'Email', value: input.email },
                { label: 'Phone', value: input.phone },
                { label: 'Preferred times', value: input.preferredTimes },
                { label: 'Preferred dates', value: preferredDates.join(', ') },
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

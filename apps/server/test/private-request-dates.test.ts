import { type ApiDeps, createCaller, createContext } from '@app/api';
import { ContentCache, fieldErrorsOf, RateLimits } from '@app/api/server';
import { calendarDateIn, earliestToday, errorResponseSchema } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, post } from './booking-fixtures';
import { describeWithTestApp, testConfig } from './helpers';

const DAY_MS = 86_400_000;

const request = (slug: string, preferredDates: string[], email = 'dates@example.com') => ({
  slug,
  name: 'Rina Wijaya',
  email,
  phone: '+62 811 222 333',
  preferredTimes: 'Weekday mornings',
  preferredDates,
  consent: true as const,
});

/*
 * A private session's preferred dates are days on the class's clock: a date before today there has passed, whatever
 * the visitor's clock says (a phone in Jakarta is a day ahead of UTC every evening), and is refused with 422 on
 * `preferredDates`, by the server's time.
 */
describeWithTestApp('preferred dates of a private-session request', (t) => {
  beforeAll(async () => {
    await addClass(t.db, 'dates-jakarta', { classType: 'PRIVATE_SESSION', capacity: 1 });
    await addClass(t.db, 'dates-new-york', { classType: 'PRIVATE_SESSION', capacity: 1, timeZone: 'America/New_York' });
    // UTC+14: its today is always later than the earliest today on Earth (UTC−12), which the schema lets through.
    await addClass(t.db, 'dates-kiritimati', {
      classType: 'PRIVATE_SESSION',
      capacity: 1,
      timeZone: 'Pacific/Kiritimati',
    });
    await addClass(t.db, 'dates-unknown-zone', { classType: 'PRIVATE_SESSION', capacity: 1, timeZone: 'Mars/Olympus' });
  });

  const fieldsOf = (body: string) => Object.keys(errorResponseSchema.parse(JSON.parse(body)).errors ?? {});

  it('refuses a date in the past with 422 on preferredDates at the REST path', async () => {
    const past = await post(t.app, '/api/app/private-session-request', request('dates-jakarta', ['2020-01-01']));
    expect(past.statusCode, past.body).toBe(422);
    expect(fieldsOf(past.body)).toEqual(['preferredDates']);
    expect(errorResponseSchema.parse(past.json()).errors?.preferredDates).toEqual(['Choose today or a later date.']);

    // A date still today somewhere on Earth, but already past on the class's clock.
    const passedThere = await post(
      t.app,
      '/api/app/private-session-request',
      request('dates-kiritimati', [earliestToday(Date.now())]),
    );
    expect(passedThere.statusCode, passedThere.body).toBe(422);
    expect(fieldsOf(passedThere.body)).toEqual(['preferredDates']);

    const yesterdayInJakarta = calendarDateIn('Asia/Jakarta', Date.now() - DAY_MS);
    const refused = await post(
      t.app,
      '/api/app/private-session-request',
      request('dates-jakarta', [calendarDateIn('Asia/Jakarta', Date.now() + 3 * DAY_MS), yesterdayInJakarta]),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(fieldsOf(refused.body)).toEqual(['preferredDates']);

    const today = await post(
      t.app,
      '/api/app/private-session-request',
      request('dates-jakarta', [calendarDateIn('Asia/Jakarta', Date.now())], 'today@example.com'),
    );
    expect(today.statusCode, today.body).toBe(200);
  });

  describe('by the server’s clock, in the class’s zone', () => {
    // 20:00 UTC on a June day a year ahead: already the next day in Jakarta, still that day in New York.
    const at = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 15, 20));
    const day = at.toISOString().slice(0, 10);
    const nextDay = new Date(at.getTime() + DAY_MS).toISOString().slice(0, 10);
    const ask = (slug: string, dates: string[]) => {
      const deps: ApiDeps = {
        db: t.db.db,
        cache: new ContentCache(),
        sessionSecret: testConfig.sessionSecret,
        site: testConfig.site,
        identityProviders: new Map(),
        publicUrl: testConfig.publicUrl,
        rateLimits: new RateLimits(t.db.db, testConfig.rateLimits),
        now: () => at,
      };
      return createCaller(createContext(deps, { acceptLanguage: 'en' })).registration.privateSessionRequest(
        request(slug, dates, `${slug}@example.com`),
      );
    };
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: Parameters<typeof fieldErrorsOf>[0]) => ({
          code: error.code,
          fields: Object.keys(fieldErrorsOf(error) ?? {}),
        }),
      );

    it('refuses a day that has passed in Jakarta and takes the next', async () => {
      expect(calendarDateIn('Asia/Jakarta', at)).toBe(nextDay);
      expect(await refusal(ask('dates-jakarta', [day]))).toEqual({
        code: 'UNPROCESSABLE_CONTENT',
        fields: ['preferredDates'],
      });
      expect(await ask('dates-jakarta', [nextDay])).toEqual({ ok: true });
    });

    it('takes the same day for a class in New York, where it is still that day', async () => {
      expect(await ask('dates-new-york', [day])).toEqual({ ok: true });
    });

    it('reads a zone the server does not know as the studio’s', async () => {
      expect((await refusal(ask('dates-unknown-zone', [day])))?.fields).toEqual(['preferredDates']);
    });
  });
});

import { sendMemberLinks } from '@app/api/server';
import { COOKIE_NAMES } from '@app/contract';
import type { DbHandle } from '@app/db';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { expect } from 'vitest';
import { mailsTo, post } from './booking-fixtures';
import { testConfig } from './helpers';

const XSRF = 'member-session-test-xsrf';

/**
 * Signs in to "My bookings" as a member does: asks for a link, runs the link job, opens the link from
 * the email. Answers the headers of that member's requests (the session cookie, and the anti-forgery
 * pair a cookie-authenticated write needs).
 */
export async function memberHeaders(
  t: { app: FastifyInstance; db: DbHandle },
  email: string,
): Promise<{ cookie: string; 'x-xsrf-token': string }> {
  expect((await post(t.app, '/api/app/my-bookings/link', { email })).statusCode).toBe(200);
  await sendMemberLinks(t.db.db, { publicUrl: testConfig.publicUrl, site: testConfig.site }, new Date());
  // The link goes to the address as the member typed it, or as the job normalised it.
  const mails = [...(await mailsTo(t.db, email)), ...(await mailsTo(t.db, email.toLowerCase()))];
  const mail = mails.filter((m) => m.body_text.includes('/my-bookings/sign-in/')).at(-1);
  const token = mail && /\/my-bookings\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
  if (!token) throw new Error(`No sign-in link to ${email}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/member.signIn',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(superjson.serialize({ token })),
  });
  expect(res.statusCode, res.body).toBe(200);
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const session = cookies.find((c) => c.startsWith(`${COOKIE_NAMES.member}=`))?.split(';')[0];
  if (!session) throw new Error(`No member cookie in ${JSON.stringify(cookies)}`);
  return { cookie: `${session}; ${COOKIE_NAMES.xsrf}=${XSRF}`, 'x-xsrf-token': XSRF };
}

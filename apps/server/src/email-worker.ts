/**
 * The email renderer's worker thread (email-pool.ts): renders an email from its stored props (the
 * superjson `mailOf` stored in the outbox), off the request's event loop. Built as its own bundle
 * (build.mjs) for production; run through tsx from source.
 */
import { type EmailMessage, type RenderedEmail, renderEmail } from '@app/email';
import superjson from 'superjson';

/** What warms a thread: React, the templates and the catalogues loaded and compiled once. */
const WARM_UP: EmailMessage = {
  kind: 'password-reset',
  studio: {
    name: 'Ruang Teduh',
    siteUrl: 'https://example.com',
    address: null,
    email: null,
    phone: null,
    chatUrl: null,
    instagramUrl: null,
  },
  name: 'Warm-up',
  resetUrl: 'https://example.com/reset',
};

/** One task: a piece of work's emails, each rendered or null when it could not be (the mailer tries again). */
export default async function render(stored: 'warm-up' | readonly unknown[]): Promise<Array<RenderedEmail | null>> {
  if (stored === 'warm-up') return [await renderEmail(WARM_UP)];
  return Promise.all(
    stored.map((one) =>
      renderEmail(superjson.deserialize(one as Parameters<typeof superjson.deserialize>[0]) as EmailMessage).catch(
        () => null,
      ),
    ),
  );
}

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

export default async function render(stored: unknown): Promise<RenderedEmail> {
  if (stored === 'warm-up') return renderEmail(WARM_UP);
  return renderEmail(superjson.deserialize(stored as Parameters<typeof superjson.deserialize>[0]) as EmailMessage);
}

import { type ApiDeps, createCaller, createContext } from '@app/api';
import { memberCalendarFeed, SITE_NAME } from '@app/api/server';
import { repo } from '@app/db';
import { TRPCError } from '@trpc/server';
import { slugSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { classCalendar } from '../class-calendar';
import { pageLocale } from './page-meta';

/** `/class/{slug}.ics`: the class's upcoming sessions as an iCalendar file, linked from the class page; the studio organizes. */
export async function calendarRoutes(app: FastifyInstance, options: { deps: ApiDeps; publicUrl: string }) {
  app.get<{ Params: { slug: string } }>('/class/:slug.ics', { schema: { hide: true } }, async (request, reply) => {
    const notFound = () => reply.status(404).type('text/plain; charset=utf-8').send('This class has no calendar.');
    const parsed = slugSchema.safeParse(request.params.slug);
    if (!parsed.success) return notFound();
    const slug = parsed.data;
    const api = createCaller(createContext(options.deps, { acceptLanguage: pageLocale(request) }));
    const missing = (error: unknown) => {
      if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
      throw error;
    };
    const [detail, sessions, settings] = await Promise.all([
      api.class.detail({ slug }).catch(missing),
      api.class.sessions({ slug }).catch(missing),
      api.settings.public(),
    ]);
    const pageUrl = `${options.publicUrl}/class/${slug}`;
    const email = settings.contact.email;
    const sequences = await repo.listSessionCalendarSequences(
      options.deps.db,
      (sessions ?? []).map((session) => session.id),
    );
    const body =
      detail && sessions
        ? classCalendar(detail, sessions, {
            pageUrl,
            host: new URL(options.publicUrl).host,
            now: new Date(),
            organizer: email ? { name: SITE_NAME, email } : null,
            sequences,
          })
        : null;
    if (!body) return notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${slug}.ics"`)
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  // A member's private feed of their confirmed bookings ("My bookings"): the secret is the only key, so the
  // answer is never stored by a cache, and an old or unknown secret is a plain 404.
  app.get<{ Params: { token: string } }>('/calendar/:token.ics', { schema: { hide: true } }, async (request, reply) => {
    const ics = /^[A-Za-z0-9_-]{20,400}$/.test(request.params.token)
      ? await memberCalendarFeed(
          { ...options.deps, locale: pageLocale(request), now: new Date() },
          request.params.token,
        )
      : null;
    if (!ics)
      return reply.status(404).type('text/plain; charset=utf-8').send('This calendar does not exist (any more).');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="my-bookings.ics"')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(ics);
  });
}

// @vitest-environment happy-dom
import type { ClassDetail, ClassSession } from '@app/contract';
import { i18n } from '@lingui/core';
import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Hydration runs inside act(): React flushes its effects (the visitor's zone, read once hydrated) before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * What a class's dates look like must not depend on the clock the page is rendered or hydrated under: the server
 * renders in its zone, a visitor's browser hydrates in theirs (Jakarta, New York…), and any difference is a
 * hydration error that makes React throw the server's page away. The zone is the process's (process.env.TZ, which
 * Node applies at once); each render loads the page's modules afresh, as a browser would, so nothing one zone
 * cached is seen by another.
 */

// 03:30 on 28 November in Jakarta, still the 27th in UTC and New York.
const RENDERED_AT = Date.parse('2026-11-27T20:30:00Z');

const session = (id: number, startsAt: string, endsAt: string, extra: Partial<ClassSession> = {}): ClassSession => ({
  id,
  startsAt,
  endsAt,
  timeZone: 'Asia/Jakarta',
  capacity: 12,
  seatsLeft: 5,
  status: 'scheduled',
  ...extra,
});

const sessions = [
  // Already begun when the page was rendered: no longer bookable.
  session(1, '2026-11-28T03:00:00+07:00', '2026-11-28T04:00:00+07:00'),
  // Early morning in Jakarta is the evening before in UTC and New York.
  session(2, '2026-12-02T06:30:00+07:00', '2026-12-02T07:30:00+07:00'),
  session(3, '2027-01-06T12:00:00+07:00', '2027-01-06T12:45:00+07:00', { seatsLeft: 0 }),
];

const item: ClassDetail = {
  id: 1,
  slug: 'midweek-mindful-lunch',
  classType: 'REGULAR',
  title: 'Midweek mindful lunch break',
  summary: 'A pause in the middle of the day.',
  image: null,
  extendInfo: {
    day: 'Wednesday',
    startTime: '12:00',
    endTime: '12:45',
    timeZone: 'Asia/Jakarta',
    startDate: null,
    endDate: null,
    durationMinutes: 45,
    format: 'online',
    location: null,
    price: null,
    currency: 'IDR',
  },
  facilitators: [],
  nextSession: sessions[1]!,
  description: '<p>x</p>',
  capacity: 12,
  seatsLeft: 5,
  nextSessions: sessions,
  cancelCutoffHours: 12,
  rating: { average: null, count: 0 },
  updatedAt: '2026-10-01T00:00:00Z',
};

const article = {
  id: 1,
  slug: 'breathing-at-work',
  title: 'Breathing at work',
  excerpt: 'x',
  body: 'x',
  cover: null,
  author: 'Dewi',
  // Half past midnight in Jakarta: the 11th everywhere west of it.
  publishedAt: '2026-03-12T00:30:00+07:00',
};

/** The parts of the home, class and media pages that write dates, with the app's providers, loaded afresh. */
async function loadPage(): Promise<() => ReactElement> {
  vi.resetModules();
  const [{ Router }, { I18nProvider }, { ClockProvider }, { bookableSessions }, cards, facts, dates, teaser] =
    await Promise.all([
      import('wouter'),
      import('@lingui/react'),
      import('../../lib/clock'),
      import('../../features/sessions/sessionChoice'),
      import('../../features/classes/ClassCard'),
      import('./ClassFacts'),
      import('./UpcomingDates'),
      import('../../features/media/ArticleTeaser'),
    ]);
  const bookable = bookableSessions(sessions, RENDERED_AT);
  return () => (
    <Router ssrPath="/class/midweek-mindful-lunch">
      <I18nProvider i18n={i18n}>
        <ClockProvider renderedAt={RENDERED_AT}>
          <cards.ClassCard item={item} />
          <facts.ClassFacts item={item} bookable={bookable} />
          <dates.UpcomingDates sessions={sessions} chosenId={bookable[0]!.id} onChoose={() => {}} />
          <teaser.ArticleTeaser article={article} href="/media#breathing-at-work" />
        </ClockProvider>
      </I18nProvider>
    </Router>
  );
}

async function serverRender(zone: string): Promise<string> {
  process.env.TZ = zone;
  const page = await loadPage();
  const { renderToString } = await import('react-dom/server');
  return renderToString(page());
}

/** Hydrates the server's HTML in a browser in `zone`; answers the errors React reported and what the page shows. */
async function hydrateIn(zone: string, html: string) {
  process.env.TZ = zone;
  const page = await loadPage();
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  return { errors, text: container.textContent ?? '' };
}

describe('a class’s dates, rendered and hydrated in different zones', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => {
    process.env.TZ = zone;
    document.body.innerHTML = '';
  });

  it('come out the same from a server in any zone, naming no visitor’s zone', async () => {
    const html = await serverRender('UTC');
    expect(await serverRender('Asia/Jakarta')).toBe(html);
    expect(await serverRender('America/New_York')).toBe(html);
    expect(html).not.toContain('GMT+7');
    expect(html).not.toContain('Your time');
    // The studio's calendar: the review and article dates are Jakarta's days.
    expect(html).toContain('Mar 12, 2026');
    // Read against the time the page was rendered at: the session that had begun is not offered.
    expect(html).toContain('Wednesday, December 2');
    expect(html).toContain('Wednesday, January 6, 2027');
  });

  it('hydrate in Jakarta without a mismatch, and show nothing more there', async () => {
    const { errors, text } = await hydrateIn('Asia/Jakarta', await serverRender('UTC'));
    expect(errors).toEqual([]);
    expect(text).not.toContain('GMT+7');
    expect(text).not.toContain('Your time');
  });

  it('hydrate in New York without a mismatch, then name the class’s zone and the visitor’s own time', async () => {
    const { errors, text } = await hydrateIn('America/New_York', await serverRender('Asia/Jakarta'));
    expect(errors).toEqual([]);
    expect(text).toContain('6:30 – 7:30 AM (GMT+7)');
    expect(text).toContain('Your time: Tue, Dec 1, 6:30 – 7:30 PM (Eastern Standard Time)');
  });
});

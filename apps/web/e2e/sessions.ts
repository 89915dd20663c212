import { type APIRequestContext, expect, test } from '@playwright/test';

/** A dated session as the REST API answers it. */
export interface SessionItem {
  id: number;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  capacity: number | null;
  seatsLeft: number | null;
  status: 'scheduled' | 'cancelled';
}

export interface BookingAnswer {
  status: 'confirmed' | 'waitlisted';
  seats: number;
  seatsLeft: number | null;
  sessionId: number | null;
  startsAt: string | null;
  manageUrl: string | null;
}

/** The class's upcoming sessions (`GET /api/app/class/{slug}/sessions`). */
export async function classSessions(request: APIRequestContext, slug: string): Promise<SessionItem[]> {
  const response = await request.get(`/api/app/class/${slug}/sessions`);
  expect(response.ok(), `sessions of ${slug}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: SessionItem[] }).result;
}

/** The class's upcoming sessions that are not cancelled, soonest first. */
export async function scheduledSessions(request: APIRequestContext, slug: string): Promise<SessionItem[]> {
  return (await classSessions(request, slug)).filter((s) => s.status === 'scheduled');
}

/** The session the class page preselects: the soonest scheduled one with places left. */
export async function soonestOpenSession(request: APIRequestContext, slug: string): Promise<SessionItem> {
  const sessions = await scheduledSessions(request, slug);
  const open = sessions.find((s) => s.seatsLeft !== 0) ?? sessions[0];
  expect(open, `a bookable session of ${slug}`).toBeDefined();
  return open!;
}

/** Books a session through the REST API, as an integrator would. */
export function bookSession(
  request: APIRequestContext,
  booking: { slug: string; sessionId: number; seats: number; email: string; name?: string },
) {
  return request.post('/api/app/class-registration', {
    data: {
      slug: booking.slug,
      sessionId: booking.sessionId,
      seats: booking.seats,
      email: booking.email,
      name: booking.name ?? 'Dewi Anggraini',
      phone: '+62 812 1111 2222',
      consent: true,
    },
  });
}

/** Takes places in a session until `leave` are left (several bookings: each may ask for at most 10). */
export async function fillSession(
  request: APIRequestContext,
  slug: string,
  session: SessionItem,
  leave: number,
  emailPrefix: string,
) {
  let left = session.seatsLeft ?? 0;
  for (let i = 1; left > leave; i++) {
    const seats = Math.min(10, left - leave);
    const response = await bookSession(request, {
      slug,
      sessionId: session.id,
      seats,
      email: `${emailPrefix}-${i}@example.com`,
    });
    expect(response.ok(), await response.text()).toBe(true);
    const answer = ((await response.json()) as { result: BookingAnswer }).result;
    expect(answer.status).toBe('confirmed');
    left = answer.seatsLeft ?? 0;
  }
  expect(left).toBe(leave);
}

/** Whether the browser's clock (the project's zone, playwright.config.ts) shows another time than the class's then. */
export function elsewhere(session: Pick<SessionItem, 'startsAt' | 'timeZone'>): boolean {
  const offset = (timeZone: string) =>
    new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(session.startsAt))
      .find((part) => part.type === 'timeZoneName')?.value;
  return offset(test.info().project.use.timezoneId ?? 'UTC') !== offset(session.timeZone);
}

/** "December 4": how the page names a session's day, on the class's clock. */
export const monthDay = (session: SessionItem) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: session.timeZone }).format(
    new Date(session.startsAt),
  );

import { type Report, type ReportFigures, type reportQuerySchema, STUDIO_TIME_ZONE } from '@app/contract';
import { repo, zonedTime } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../context';
import { localize } from '../resolve';

const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) moved by whole days (calendar arithmetic, zone-free). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const toFigures = (row: repo.ReportFigureRow | undefined): ReportFigures => {
  const n = (value: number | undefined) => Number(value ?? 0);
  const seatsOffered = n(row?.seats_offered);
  const seatsBooked = n(row?.seats_booked);
  return {
    sessionsHeld: n(row?.sessions_held),
    sessionsUpcoming: n(row?.sessions_upcoming),
    sessionsCancelled: n(row?.sessions_cancelled),
    seatsOffered,
    seatsBooked,
    fillRate: seatsOffered > 0 ? seatsBooked / seatsOffered : null,
    attended: n(row?.attended),
    noShows: n(row?.no_shows),
    lateCancels: n(row?.late_cancels),
    turnedAway: n(row?.turned_away),
    turnedAwaySeats: n(row?.turned_away_seats),
    newPeople: n(row?.new_people),
    returningPeople: n(row?.returning_people),
    stoppedPeople: n(row?.stopped_people),
    newsletterConfirmed: n(row?.newsletter_confirmed),
    newsletterUnsubscribed: n(row?.newsletter_unsubscribed),
    newsletterIssuesSent: n(row?.newsletter_issues_sent),
  };
};

/**
 * The report of a period of days on the studio's clock and of the period of as many days before it.
 * The days become instants once ([first day 00:00, day after the last 00:00) on the studio's clock), so
 * the database reads the sessions by their indexed start; every figure is counted there.
 */
export async function getReport(ctx: Context, q: z.output<typeof reportQuerySchema>): Promise<Report> {
  const zone = STUDIO_TIME_ZONE;
  const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / DAY_MS) + 1;
  const previousFromDay = addDays(q.from, -days);
  const periods: repo.ReportPeriods = {
    timeZone: zone,
    from: zonedTime(q.from, '00:00', zone),
    to: zonedTime(addDays(q.to, 1), '00:00', zone),
    previousFrom: zonedTime(previousFromDay, '00:00', zone),
    fromDay: q.from,
    toDay: q.to,
    previousFromDay,
    now: ctx.now(),
  };
  const filters: repo.ReportFilters = {
    classId: q.classId,
    classType: q.classType,
    counselorId: q.counselorId,
    weekday: q.weekday,
    hour: q.hour,
    language: q.language,
  };
  const [figures, breakdowns] = await Promise.all([
    repo.reportFigures(ctx.db, periods, filters),
    repo.reportBreakdowns(ctx.db, periods, filters),
  ]);
  return {
    from: q.from,
    to: q.to,
    previousFrom: previousFromDay,
    previousTo: addDays(q.from, -1),
    timeZone: zone,
    current: toFigures(figures.find((row) => row.period === 'current')),
    previous: toFigures(figures.find((row) => row.period === 'previous')),
    turnedAway: breakdowns.turnedAway.map((row) => ({
      classId: row.class_id,
      class: localize(row.title, ctx.locale),
      hour: Number(row.hour),
      bookings: Number(row.bookings),
      seats: Number(row.seats),
    })),
    heatMap: breakdowns.heatMap.map((row) => ({
      weekday: Number(row.weekday),
      hour: Number(row.hour),
      seats: Number(row.seats),
    })),
    bySource: breakdowns.bySource.map((row) => ({
      source: row.source as Report['bySource'][number]['source'],
      bookings: Number(row.bookings),
      seats: Number(row.seats),
    })),
    byLanguage: breakdowns.byLanguage.map((row) => ({
      language: row.language,
      bookings: Number(row.bookings),
      seats: Number(row.seats),
    })),
  };
}

// PLACEHOLDER: replaced by the real report at merge (the server side of issue 30 is built separately).
// It answers the shape of reportSchema with zero figures so that the back office page can be built and tested.
import { type Report, type ReportFigures, type reportQuerySchema, STUDIO_TIME_ZONE } from '@app/contract';
import type { z } from 'zod';
import type { Context } from '../../context';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const zero: ReportFigures = {
  sessionsHeld: 0,
  sessionsUpcoming: 0,
  sessionsCancelled: 0,
  seatsOffered: 0,
  seatsBooked: 0,
  fillRate: null,
  attended: 0,
  noShows: 0,
  lateCancels: 0,
  turnedAway: 0,
  turnedAwaySeats: 0,
  newPeople: 0,
  returningPeople: 0,
  stoppedPeople: 0,
  newsletterConfirmed: 0,
  newsletterUnsubscribed: 0,
  newsletterIssuesSent: 0,
};

/** Placeholder (replaced by the real report at merge): the period and the previous one, every figure zero. */
export async function reportFor(_ctx: Context, input: z.output<typeof reportQuerySchema>): Promise<Report> {
  const from = Date.parse(input.from);
  const days = Math.round((Date.parse(input.to) - from) / DAY_MS) + 1;
  return {
    from: input.from,
    to: input.to,
    previousFrom: day(from - days * DAY_MS),
    previousTo: day(from - DAY_MS),
    timeZone: STUDIO_TIME_ZONE,
    current: zero,
    previous: zero,
    turnedAway: [],
    heatMap: [],
    bySource: [],
    byLanguage: [],
  };
}

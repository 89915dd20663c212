import type { NewsletterIssueRow } from '@app/contract';

/** While an issue goes out, its counts are asked for again this often. */
export const PROGRESS_REFRESH_MS = 3_000;

/**
 * Whether an issue's counts are still moving: it is being queued, or queued emails are still on their
 * way (the outbox sends them after the issue is marked sent; failed ones wait for their retry).
 */
export const stillGoingOut = (issue: Pick<NewsletterIssueRow, 'status' | 'counts'>) =>
  issue.status === 'sending' ||
  (issue.status === 'sent' && issue.counts.sent + issue.counts.failed < issue.counts.queued);

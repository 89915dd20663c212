import type { NewsletterIssue, NewsletterIssueRow } from '@app/contract';
import type { repo } from '@app/db';
import { emailLocale } from '@app/email';

type IssueRow = Awaited<ReturnType<typeof repo.listNewsletterIssues>>['rows'][number];
type IssueDetailRow = NonNullable<Awaited<ReturnType<typeof repo.findNewsletterIssue>>>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toIssueRow(row: IssueRow, counts: repo.NewsletterDeliveryCounts): NewsletterIssueRow {
  return {
    id: row.id,
    subject: row.subject.en,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    sendStartedAt: iso(row.send_started_at),
    sentAt: iso(row.sent_at),
    counts,
    version: row.version,
  };
}

export function toIssue(
  row: IssueDetailRow,
  counts: repo.NewsletterDeliveryCounts,
  audience: ReadonlyArray<{ locale: string; count: number }>,
): NewsletterIssue {
  // A stored language the site no longer speaks is written to in English (as its emails are).
  const byLocale = new Map<NewsletterIssue['audience']['byLocale'][number]['locale'], number>();
  for (const { locale, count } of audience) {
    const key = emailLocale(locale);
    byLocale.set(key, (byLocale.get(key) ?? 0) + count);
  }
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    data: { subject: row.subject, body: row.body },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by_name,
    sendStartedAt: iso(row.send_started_at),
    startedBy: row.started_by_name,
    sentAt: iso(row.sent_at),
    counts,
    audience: {
      total: audience.reduce((sum, entry) => sum + entry.count, 0),
      byLocale: [...byLocale].map(([locale, count]) => ({ locale, count })),
    },
  };
}

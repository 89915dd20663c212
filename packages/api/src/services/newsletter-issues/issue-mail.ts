import type { LocalizedText, Locale } from '@app/contract';
import { type RenderedEmail, renderEmail, type Studio } from '@app/email';

/** An issue's text as stored: subject and sanitised HTML body per locale, English always there. */
export interface IssueText {
  subject: Partial<LocalizedText>;
  body: Partial<LocalizedText>;
}

/** The issue's email in one language: that language's subject and body, each falling back to English on its own. */
export function renderIssueMail(
  studio: Studio,
  issue: IssueText,
  locale: Locale,
  unsubscribeUrl: string,
): Promise<RenderedEmail> {
  return renderEmail({
    kind: 'newsletter-issue',
    locale,
    studio,
    subject: issue.subject[locale] || issue.subject.en || '',
    html: issue.body[locale] || issue.body.en || '',
    unsubscribeUrl,
  });
}

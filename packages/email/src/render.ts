import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import type { EmailKind, EmailMessage, EmailProps } from './props';
import { TEMPLATES } from './templates';
import type { EmailTemplate } from './templates/template';

/** An email ready for the outbox: its subject and its two parts, made from one template. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The text part keeps headings as written (html-to-text would shout them in capitals) and writes a phone
 * number once, not followed by its `tel:` link.
 */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    ...[1, 2, 3].map((level) => ({ selector: `h${level}`, options: { uppercase: false } })),
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * React Email's plain-text conversion (`toPlainText`: html-to-text with its options and selectors),
 * compiled once: compiling it again for every email costs more than converting one.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, ...PLAIN_TEXT_OPTIONS.selectors],
});

/**
 * Renders an email in its reader's language: the HTML part with `render(element)`, the text part from
 * that same rendering, as `render(element, { plainText: true })` makes it after rendering the element a
 * second time (the test compares them). Emails are rendered inside the transaction that queues them,
 * often under a session's lock: rendering once keeps that lock short.
 */
export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const template = templateOf(message);
  const html = await render(template.body(message));
  return { subject: template.subject(message), html, text: toPlainText(html) };
}

/** The same element's text part as React Email's own plain-text rendering makes it (for the tests). */
export function renderPlainText(message: EmailMessage): Promise<string> {
  return render(templateOf(message).body(message), { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS });
}

function templateOf(message: EmailMessage) {
  // The registry pairs each kind with its template; TypeScript cannot follow that through the union.
  return TEMPLATES[message.kind] as EmailTemplate<EmailKind> as {
    subject: (props: EmailProps<typeof message.kind>) => string;
    body: EmailTemplate<typeof message.kind>['body'];
  };
}

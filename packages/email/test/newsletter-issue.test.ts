import { LOCALES, type Locale } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS, renderEmail } from '../src';
import { renderPlainText } from '../src/render';
import { studio } from './studio';

const UNSUBSCRIBE = 'https://ruangteduh.example/newsletter/unsubscribe?token=q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3';

/** The email of an issue written as `subject` and `html`, in `locale`. */
const issue = (locale: Locale, subject: string, html: string) =>
  ({ kind: 'newsletter-issue', locale, studio, subject, html, unsubscribeUrl: UNSUBSCRIBE }) as const;

describe('the newsletter issue email', () => {
  it.each([...LOCALES])(
    'is framed in %s around the issue’s own text, with the unsubscribe link in the footer',
    async (locale) => {
      const message = issue(
        locale,
        'Kabar bulan November',
        '<p>Kelas <strong>malam</strong> baru di <a href="https://ruangteduh.example/class/yin">Kemang</a>.</p><ul><li>Yin</li></ul>',
      );
      const { subject, html, text } = await renderEmail(message);
      const m = EMAIL_CATALOGS[locale];
      expect(subject).toBe('Kabar bulan November');
      expect(html).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
      // The subject is the heading; the body is kept as written (sanitised before it gets here).
      expect(html).toMatch(/<h1[^>]*>Kabar bulan November<\/h1>/);
      expect(html).toContain(
        '<p>Kelas <strong>malam</strong> baru di <a href="https://ruangteduh.example/class/yin">Kemang</a>.</p>',
      );
      expect(html).toContain(`href="${UNSUBSCRIBE}"`);
      expect(text).toContain('Kelas malam baru di Kemang https://ruangteduh.example/class/yin.');
      expect(text).toContain(' * Yin');
      expect(text).toContain(
        `${m.newsletterIssue.reason({ studio: 'Ruang Teduh' })} ${m.newsletterIssue.unsubscribe} ${UNSUBSCRIBE}`,
      );
      expect(text).toContain('Jl. Kemang Raya No. 18');
      // The unsubscribe line is the footer's last.
      expect(text.trimEnd().endsWith(UNSUBSCRIBE)).toBe(true);
      expect(text).toBe(await renderPlainText(message));
    },
  );

  it('shows inboxes the start of the text beside the subject', async () => {
    const { html } = await renderEmail(
      issue('en', 'November', `<h2>This month</h2><p>${'Quiet evenings. '.repeat(20)}</p>`),
    );
    expect(html).toMatch(/This month Quiet evenings\. Quiet evenings\.[^<]*…/);
  });
});

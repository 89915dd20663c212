import type { NewsletterIssueInput } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from '../../../app/trpc';
import { LANGUAGES, LOCALES, type Locale } from '../../../features/admin/locales';
import { Section } from '../../../features/admin/Section';
import { toast } from '../../../features/admin/toast';
import { AlertText } from '../../../features/admin/AlertText';
import { buttonSecondary, hint, input, label, muted } from '../../../features/admin/ui';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';

interface TryOutSectionProps {
  /** The saved issue a test is sent from; null before the first save. */
  issueId: number | null;
  /** Whether the form holds changes not saved yet (a test is the saved text). */
  unsaved: boolean;
  /** The text to preview: the form's current values (saved or not). */
  text: () => NewsletterIssueInput;
}

/**
 * Preview and test: the email as a subscriber in the chosen language gets it, shown in a sandboxed
 * frame (no scripts, no navigation), and a test of the saved text sent to the signed-in staff member.
 */
export function TryOutSection({ issueId, unsaved, text }: TryOutSectionProps) {
  const { t } = useLingui();
  const languageId = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const [preview, setPreview] = useState<{ locale: Locale; subject: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'test' | null>(null);
  const fallback = t`Something went wrong. Please try again.`;
  const language = LANGUAGES[locale].name;
  const previewLanguage = preview ? LANGUAGES[preview.locale].name : '';

  const showPreview = async () => {
    setBusy('preview');
    setError(null);
    try {
      const mail = await api.admin.newsletter.preview.mutate({ locale, data: text() });
      setPreview({ locale, subject: mail.subject, html: mail.html });
    } catch (failure) {
      setPreview(null);
      setError(serverErrorText(readServerErrors(failure), fallback));
    } finally {
      setBusy(null);
    }
  };

  const sendTest = async () => {
    if (issueId === null) return;
    setBusy('test');
    setError(null);
    try {
      const { to } = await api.admin.newsletter.testSend.mutate({ id: issueId, locale });
      toast.success(t`A test in ${language} is on its way to ${to}.`);
    } catch (failure) {
      toast.error(serverErrorText(readServerErrors(failure), fallback));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section
      title={<Trans>Preview and test</Trans>}
      description={<Trans>See the email as a subscriber reading this language gets it, or send it to yourself.</Trans>}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={languageId} className={label}>
            <Trans>Language</Trans>
          </label>
          <select
            id={languageId}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            className={`${input} w-auto`}
          >
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={value}>
                {LANGUAGES[value].name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonSecondary}
          onClick={showPreview}
          disabled={busy !== null}
          aria-busy={busy === 'preview'}
        >
          <Eye size={18} aria-hidden />
          <Trans>Preview</Trans>
        </button>
        <button
          type="button"
          className={buttonSecondary}
          onClick={sendTest}
          disabled={busy !== null || issueId === null || unsaved}
          aria-busy={busy === 'test'}
          aria-describedby={issueId === null || unsaved ? `${languageId}-test-hint` : undefined}
        >
          <Send size={18} aria-hidden />
          <Trans>Send a test to me</Trans>
        </button>
      </div>
      {(issueId === null || unsaved) && (
        <p id={`${languageId}-test-hint`} className={hint}>
          <Trans>Save the draft first: a test sends the saved text.</Trans>
        </p>
      )}
      <AlertText message={error} />
      {preview && (
        <div className="space-y-2">
          <p className={`text-sm ${muted}`}>
            <Trans>Subject:</Trans> <span className="font-medium text-dark dark:text-sand">{preview.subject}</span>
          </p>
          <iframe
            sandbox=""
            srcDoc={preview.html}
            title={t`Preview of the email in ${previewLanguage}`}
            className="h-[36rem] w-full rounded-lg border border-dark/15 bg-white dark:border-sand/20"
          />
        </div>
      )}
    </Section>
  );
}

import { useMutation } from '@tanstack/react-query';
import type { ContentPreviewInput } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useContext, useEffect, useId, useState } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { useTRPC } from '../../../app/trpc';
import { FormDialog } from '../FormDialog';
import { FormLanguageContext } from '../formLanguage';
import { LANGUAGES, LOCALES, type Locale } from '../locales';
import { buttonSecondary, errorText, focusRing, muted } from '../ui';
import { ContentPreview } from './ContentPreview';

interface PreviewButtonProps {
  /** The form's values as the preview procedure takes them. */
  toItem: (values: FieldValues) => ContentPreviewInput['item'];
}

/**
 * "Preview": the form's unsaved values as a visitor would see them, in a language chosen in the dialog (the
 * form-wide editing language first). The server localises and sanitises them as it does for the site.
 */
export function PreviewButton({ toItem }: PreviewButtonProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { getValues } = useFormContext();
  const formLanguage = useContext(FormLanguageContext).locale;
  const [open, setOpen] = useState(false);
  const [locale, setLocale] = useState<Locale>('en');
  const preview = useMutation(trpc.admin.preview.content.mutationOptions());
  const selectId = useId();
  const { mutate } = preview;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are read when the dialog opens or the language changes
  useEffect(() => {
    if (open) mutate({ locale, item: toItem(getValues()) });
  }, [open, locale, mutate]);

  return (
    <>
      <button
        type="button"
        className={buttonSecondary}
        onClick={() => {
          setLocale(formLanguage ?? 'en');
          setOpen(true);
        }}
      >
        <Eye size={16} aria-hidden />
        <Trans>Preview</Trans>
      </button>
      <FormDialog open={open} onOpenChange={setOpen} title={t`Preview`}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            <Trans>As a visitor reading in</Trans>
          </label>
          <select
            id={selectId}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            className={`rounded-md border border-dark/25 bg-white px-2 py-1 text-sm dark:border-sand/30 dark:bg-dark ${focusRing}`}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGES[l].name}
              </option>
            ))}
          </select>
          <span className={`text-sm ${muted}`}>
            <Trans>Not saved: this is what the page would show.</Trans>
          </span>
        </div>
        <div aria-busy={preview.isPending} lang={locale}>
          {preview.isPending ? (
            <div className="h-48 animate-pulse rounded-xl bg-dark/5 dark:bg-sand/5" />
          ) : preview.error ? (
            <p role="alert" className={errorText}>
              {preview.error.message}
            </p>
          ) : preview.data ? (
            <ContentPreview preview={preview.data} />
          ) : null}
        </div>
      </FormDialog>
    </>
  );
}

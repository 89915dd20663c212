import { type AriaAttributes, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Controller, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { LocaleTabs } from './LocaleTabs';
import { input } from './ui';

interface LocalizedProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** The attributes each language's plain-text box gets: its language, its accessible name, and its registration. */
type PlainTextBox = UseFormRegisterReturn & AriaAttributes & { id: string; lang: string; className: string };

/** Translatable plain text, one box per language; `box` draws it (a line or a few), spreading `attributes` on it. */
function LocalizedPlainText({ box, ...tabs }: LocalizedProps & { box: (attributes: PlainTextBox) => ReactNode }) {
  const { register } = useFormContext();
  return (
    <LocaleTabs {...tabs}>
      {({ path, label: controlLabel, locale, ...control }) =>
        box({ lang: locale, 'aria-label': controlLabel, className: input, ...control, ...register(path) })
      }
    </LocaleTabs>
  );
}

/** A one-line translatable text (titles, names of links). */
export function LocalizedTextField(props: LocalizedProps) {
  return <LocalizedPlainText {...props} box={(attributes) => <input type="text" {...attributes} />} />;
}

/** A few lines of translatable plain text (summaries, excerpts). */
export function LocalizedTextArea({ rows = 3, ...props }: LocalizedProps & { rows?: number }) {
  return <LocalizedPlainText {...props} box={(attributes) => <textarea rows={rows} {...attributes} />} />;
}

const loadRichTextEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadRichTextEditor);

/** Starts loading the rich-text editor's chunk, so it arrives with the item's data, not after it. */
export function usePreloadedRichTextEditor() {
  useEffect(() => {
    loadRichTextEditor().catch(() => {});
  }, []);
}

/** Translatable rich text (HTML), one editor per language. */
export function LocalizedRichText({ name, label, required, hint }: LocalizedProps) {
  const { control } = useFormContext();
  return (
    <LocaleTabs name={name} label={label} required={required} hint={hint}>
      {({ path, label: controlLabel, locale, ...aria }) => (
        <Controller
          control={control}
          name={path}
          render={({ field }) => (
            <Suspense fallback={<div className="h-56 animate-pulse rounded-md bg-dark/5 dark:bg-sand/5" />}>
              <RichTextEditor
                id={aria.id}
                label={controlLabel}
                lang={locale}
                value={(field.value as string | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(aria['aria-invalid'])}
                describedBy={aria['aria-describedby']}
                editorRef={field.ref}
              />
            </Suspense>
          )}
        />
      )}
    </LocaleTabs>
  );
}

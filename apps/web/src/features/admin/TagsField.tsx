import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { formatLanguages } from '../facilitators/languages';
import { Field } from './fields';
import { errorText, input, muted } from './ui';
import { userText } from '../../lib/user-text';

const parse = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A list of short codes typed as "id, en"; shows what was understood, e.g. "Indonesian and English". */
export function LanguageTagsField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const itemErrors = (errors[name] as unknown as Array<{ message?: string } | undefined> | undefined) ?? [];
  const itemMessages = Array.isArray(itemErrors)
    ? [...new Set(itemErrors.map((e) => e?.message).filter((m): m is string => Boolean(m)))]
    : [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagsInput
          name={name}
          label={label}
          hint={hint}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          itemMessages={itemMessages}
        />
      )}
    />
  );
}

function TagsInput({
  name,
  label,
  hint,
  value,
  onChange,
  onBlur,
  inputRef,
  itemMessages,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  itemMessages: string[];
}) {
  const [text, setText] = useState(() => value.join(', '));
  const tags = parse(text);
  return (
    <Field name={name} label={label} hint={hint}>
      {(control) => (
        <>
          <input
            ref={inputRef}
            type="text"
            className={input}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              onChange(parse(event.target.value));
            }}
            onBlur={() => {
              setText(tags.join(', '));
              onBlur();
            }}
            {...control}
            aria-invalid={control['aria-invalid'] || (itemMessages.length > 0 ? true : undefined)}
          />
          {tags.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={label}>
              {tags.map((tag, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same code may be typed twice
                  key={`${tag}-${index}`}
                  className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary-strong dark:bg-gold/15 dark:text-gold"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {tags.length > 0 && (
            <p className={`mt-1 text-xs ${muted}`}>
              <Trans>Shown as: {userText(formatLanguages(tags))}</Trans>
            </p>
          )}
          {itemMessages.map((message) => (
            <p key={message} className={errorText}>
              {message}
            </p>
          ))}
        </>
      )}
    </Field>
  );
}

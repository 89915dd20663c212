import { Trans } from '@lingui/react/macro';
import { useContext, useEffect, useRef } from 'react';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import { AdminFormContext, fieldIdOf } from './formContext';
import { focusRing } from './ui';

interface Entry {
  path: string;
  message: string;
}

/** Every message in react-hook-form's error tree, with its dotted path. */
function flattenErrors(errors: FieldErrors, prefix = ''): Entry[] {
  const entries: Entry[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const node = value as Record<string, unknown>;
    if (typeof node.message === 'string' && node.message && typeof node.type === 'string') {
      entries.push({ path, message: node.message });
    }
    entries.push(...flattenErrors(node as FieldErrors, path));
  }
  return entries;
}

/** Top to bottom as the fields appear; fields not on the page go last. */
function inPageOrder(entries: Entry[], idPrefix: string): Entry[] {
  const element = (e: Entry) => document.getElementById(fieldIdOf(idPrefix, e.path));
  return entries
    .map((entry) => ({ entry, el: element(entry) }))
    .sort((a, b) => {
      if (!a.el || !b.el) return a.el ? -1 : b.el ? 1 : 0;
      return a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ entry }) => entry);
}

/** `extendInfo.startTime` -> `Extend info › Start time` when no label is known. */
function humanize(path: string): string {
  return path
    .split('.')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()))
    .join(' › ');
}

/** The problems of the last submit, in one focused list whose links lead to the fields. */
export function ErrorSummary({ message }: { message: string | null }) {
  const {
    formState: { errors, submitCount },
  } = useFormContext();
  const { idPrefix, labels } = useContext(AdminFormContext);
  const box = useRef<HTMLDivElement>(null);
  const entries = inPageOrder(
    flattenErrors(errors).filter((e) => e.path !== 'root'),
    idPrefix,
  );
  const visible = submitCount > 0 && (entries.length > 0 || message);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per submit that failed
  useEffect(() => {
    if (visible && !document.activeElement?.closest('[aria-invalid="true"]')) box.current?.focus();
  }, [submitCount, message]);

  if (!visible) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className={`rounded-lg border border-danger/50 bg-danger/5 p-4 text-sm ${focusRing}`}
    >
      <p className="font-semibold text-danger dark:text-red-400">
        {message ?? <Trans>There were some problems with your input.</Trans>}
      </p>
      {entries.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {entries.map((entry) => (
            <li key={entry.path}>
              <a
                href={`#${fieldIdOf(idPrefix, entry.path)}`}
                className="underline underline-offset-2"
                onClick={(event) => {
                  const target = document.getElementById(fieldIdOf(idPrefix, entry.path));
                  if (target) {
                    event.preventDefault();
                    target.focus();
                    target.scrollIntoView({ block: 'center' });
                  }
                }}
              >
                {labels.get(entry.path) ?? humanize(entry.path)}
              </a>
              : {entry.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

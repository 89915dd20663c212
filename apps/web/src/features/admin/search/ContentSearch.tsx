import { useQuery } from '@tanstack/react-query';
import type { AdminSearchHit } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { useAuditWords } from '../audit/auditWords';
import { editPathOf } from '../editPaths';
import { StatusBadge } from '../StatusBadge';
import { focusRing, iconButton, input, muted } from '../ui';
import { useDebouncedValue } from '../useDebouncedValue';

const hrefOf = (hit: AdminSearchHit) => editPathOf(hit.kind, hit.id, hit.detail) ?? '/admin';

/** Ctrl+K or ⌘K anywhere, or "/" outside a text field, opens the search. */
function useShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing =
        event.target instanceof HTMLElement &&
        event.target.closest('input, textarea, select, [contenteditable="true"]');
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** Search across all content from one box, jumping to the edit form (a combobox in a dialog). */
export function ContentSearch() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { entityName: kindName } = useAuditWords();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const box = useRef<HTMLInputElement>(null);
  const q = useDebouncedValue(text.trim(), 200);
  const hits = useQuery(
    trpc.admin.search.queryOptions({ q }, { enabled: open && q.length >= 2, placeholderData: (p) => p }),
  );
  const rows = q.length >= 2 ? (hits.data ?? []) : [];
  useShortcut(() => setOpen(true));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts at its first hit
  useEffect(() => setActive(0), [hits.data]);

  const go = (hit: AdminSearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setText('');
    navigate(hrefOf(hit));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`inline-flex items-center gap-2 rounded-md border border-dark/20 px-3 py-1.5 text-sm dark:border-sand/25 ${focusRing}`}
      >
        <Search size={16} aria-hidden />
        <Trans>Search</Trans>
        <kbd
          className={`hidden rounded border border-dark/20 px-1 text-xs min-[600px]:inline dark:border-sand/25 ${muted}`}
        >
          Ctrl K
        </kbd>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // The search box, not the close button, takes the focus: the dialog is for typing.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            box.current?.focus();
          }}
          className="fixed top-[10vh] left-1/2 z-[71] w-[calc(100vw-1rem)] max-w-xl -translate-x-1/2 rounded-xl bg-sand p-4 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">
              <Trans>Search all content</Trans>
            </Dialog.Title>
            <Dialog.Close className={iconButton} aria-label={t`Close`}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <input
            ref={box}
            type="search"
            role="combobox"
            aria-expanded={rows.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={rows[active] ? `${listId}-${active}` : undefined}
            aria-label={t`Title, name or slug`}
            placeholder={t`Title, name or slug`}
            className={input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, rows.length - 1));
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              else if (event.key === 'Enter') go(rows[active]);
              else return;
              event.preventDefault();
            }}
          />
          <div id={listId} role="listbox" aria-label={t`Results`} className="mt-3 max-h-[60vh] overflow-y-auto">
            {rows.map((hit, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox above handles the keys (aria-activedescendant)
              <div
                key={`${hit.kind}-${hit.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 ${
                  index === active ? 'bg-primary/10 dark:bg-gold/15' : ''
                }`}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(hit)}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{hit.title}</span>
                  {/* Why it was found when the title does not say: the title in another language, a caption. */}
                  {hit.matched && <span className="block truncate text-sm">{hit.matched}</span>}
                  <span className={`text-xs ${muted}`}>{kindName(hit.kind)}</span>
                </span>
                {(hit.status === 'draft' || hit.status === 'published') && <StatusBadge status={hit.status} />}
              </div>
            ))}
          </div>
          <p role="status" className={`mt-2 text-sm ${muted}`}>
            {q.length < 2 ? (
              <Trans>Type at least 2 characters.</Trans>
            ) : hits.isFetching && !hits.data ? (
              <Trans>Searching…</Trans>
            ) : rows.length === 0 ? (
              <Trans>Nothing found.</Trans>
            ) : (
              <Trans>{rows.length} found. Use the arrow keys and Enter to open one.</Trans>
            )}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

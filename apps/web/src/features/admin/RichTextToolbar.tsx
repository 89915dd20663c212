import { Trans, useLingui } from '@lingui/react/macro';
import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { buttonSecondary, focusRing, input } from './ui';

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex h-8 w-8 items-center justify-center rounded disabled:opacity-40 ${focusRing} ${
        pressed
          ? 'bg-primary/15 text-primary-strong dark:bg-gold/20 dark:text-gold'
          : 'hover:bg-dark/10 dark:hover:bg-sand/10'
      }`}
    >
      {children}
    </button>
  );
}

/** Bold, italic, headings, lists, link, undo and redo for one editor. */
export function RichTextToolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const { t } = useLingui();
  const linkInputId = useId();
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const href = linkDraft?.trim() ?? '';
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinkDraft(null);
  };

  return (
    <div className="border-b border-dark/15 dark:border-sand/20">
      <div role="toolbar" aria-label={t`Formatting`} aria-controls={controls} className="flex flex-wrap gap-0.5 p-1">
        <ToolButton label={t`Bold`} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold size={16} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Italic`} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic size={16} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Heading 2`} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 size={16} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Heading 3`} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 size={16} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Bulleted list`} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List size={16} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Numbered list`} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered size={16} aria-hidden />
        </ToolButton>
        <ToolButton
          label={t`Link`}
          pressed={state.link}
          onClick={() => setLinkDraft(linkDraft === null ? state.href : null)}
        >
          <Link2 size={16} aria-hidden />
        </ToolButton>
        <span aria-hidden className="mx-1 my-1 w-px bg-dark/15 dark:bg-sand/20" />
        <ToolButton label={t`Undo`} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 size={16} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Redo`} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 size={16} aria-hidden />
        </ToolButton>
      </div>
      {linkDraft !== null && (
        <div className="flex flex-wrap items-end gap-2 border-t border-dark/10 p-2 dark:border-sand/15">
          <div className="min-w-0 flex-1">
            <label htmlFor={linkInputId} className="text-xs font-medium">
              <Trans>Link address (empty removes the link)</Trans>
            </label>
            <input
              id={linkInputId}
              type="url"
              // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to edit the link
              autoFocus
              value={linkDraft}
              placeholder="https://"
              onChange={(event) => setLinkDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setLinkDraft(null);
                  editor.commands.focus();
                }
              }}
              className={`${input} py-1 text-sm`}
            />
          </div>
          <button type="button" className={`${buttonSecondary} min-h-8 px-3 py-1 text-sm`} onClick={applyLink}>
            <Trans>Apply</Trans>
          </button>
          <button
            type="button"
            className={`min-h-8 rounded-full px-3 py-1 text-sm hover:bg-dark/10 dark:hover:bg-sand/10 ${focusRing}`}
            onClick={() => {
              setLinkDraft(null);
              editor.commands.focus();
            }}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

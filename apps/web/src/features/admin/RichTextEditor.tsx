import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { RichTextToolbar } from './RichTextToolbar';

interface RichTextEditorProps {
  id: string;
  /** Accessible name of the editing area. */
  label: string;
  lang?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Lets react-hook-form focus the editor when it has an error. */
  editorRef?: Ref<{ focus: () => void }>;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/** TipTap with a small toolbar; answers HTML ('' when empty). The server sanitises it on save. */
export default function RichTextEditor({
  id,
  label,
  lang,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  editorRef,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The attributes of the editable element follow the field's state (label, hint, error).
  useEffect(() => {
    // TipTap replaces an instance that was not mounted in time; the next render brings the new one.
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(lang ? { lang } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class:
            'prose-admin min-h-40 max-w-none px-3 py-2 focus-visible:outline-none [&_a]:text-primary [&_a]:underline dark:[&_a]:text-gold [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-dark/20 [&_blockquote]:pl-3',
        },
      },
    });
  }, [editor, id, label, lang, describedBy, invalid]);

  // A value set from outside (the loaded item, a reset) replaces the text; typing does not come back here.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(editorRef, () => ({ focus: () => !editor.isDestroyed && editor.commands.focus() }), [editor]);

  return (
    <div
      className={`mt-1 rounded-md border bg-white text-dark focus-within:ring-2 focus-within:ring-primary dark:bg-dark dark:text-sand dark:focus-within:ring-gold ${
        invalid ? 'border-danger' : 'border-dark/25 dark:border-sand/30'
      }`}
    >
      <RichTextToolbar editor={editor} controls={id} />
      <EditorContent editor={editor} />
    </div>
  );
}

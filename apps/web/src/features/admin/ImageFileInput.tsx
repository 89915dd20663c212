import type { Ref } from 'react';
import { ACCEPTED_IMAGE_TYPES } from './uploadImage';

/**
 * The file input behind an "Upload" or "Replace" button: hidden from sight and from the keyboard (the button opens it
 * with `ref.current.click()`), taking the image types the server accepts.
 */
export function ImageFileInput({
  ref,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      className="hidden"
      tabIndex={-1}
      aria-hidden
      onChange={(event) => onFile(event.target.files?.[0])}
    />
  );
}

import type { Image } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { type DragEvent, type Ref, useEffect, useRef, useState } from 'react';
import { LibraryPickerDialog } from './images/LibraryPickerDialog';
import { ImageFileInput } from './ImageFileInput';
import { ACCEPTED_IMAGE_TYPES, UploadError, type UploadedImage, uploadImage } from './uploadImage';
import { buttonGhostDanger, buttonSecondary, errorText, hint as hintClass, muted } from './ui';

interface ImagePickerProps {
  /** Id of the main button (labels and the error summary point at it). */
  id: string;
  /** Id of the visible label of the whole picker. */
  labelledBy: string;
  /** The stored image id, or null. */
  value: number | null;
  /** The stored image as the API answered it, for the preview. */
  image: Image | null;
  onChange: (id: number | null, image: UploadedImage | null) => void;
  describedBy?: string;
  invalid?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * Drag and drop or choose an image; it is uploaded at once (POST /api/admin/images) and the field
 * keeps the new image's id. Shows a preview, the upload progress and the server's message on failure.
 */
export function ImagePicker({
  id,
  labelledBy,
  value,
  image,
  onChange,
  describedBy,
  invalid,
  buttonRef,
}: ImagePickerProps) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<Image | null>(image);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [browsing, setBrowsing] = useState(false);

  useEffect(() => setPreview(image), [image]);
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.type && !ACCEPTED_IMAGE_TYPES.includes(file.type)) {
      setError(t`Upload a JPEG, PNG, WebP or AVIF image.`);
      return;
    }
    abort.current?.abort();
    abort.current = new AbortController();
    setProgress(0);
    try {
      const stored = await uploadImage(
        file,
        setProgress,
        t`The upload failed. Please try again.`,
        abort.current.signal,
      );
      setPreview(stored);
      onChange(stored.id, stored);
    } catch (e) {
      if (!(e instanceof UploadError && e.status === -1)) {
        setError(e instanceof Error ? e.message : t`The upload failed. Please try again.`);
      }
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const errorId = `${id}-upload-error`;
  const hintId = `${id}-upload-hint`;
  const shown = value !== null ? preview : null;
  const busy = progress !== null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button does the same by keyboard
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="image-dropzone"
      className={`mt-1 flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 min-[600px]:flex-row min-[600px]:items-center ${
        dragging
          ? 'border-primary bg-primary/5 dark:border-gold dark:bg-gold/10'
          : invalid || error
            ? 'border-danger/60'
            : 'border-dark/20 dark:border-sand/25'
      }`}
    >
      <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-dark/5 min-[600px]:w-40 dark:bg-sand/5">
        {shown ? (
          <img
            src={shown.url}
            srcSet={shown.srcset}
            sizes="160px"
            alt={shown.alt || t`Preview of the chosen image`}
            className="h-full w-full object-contain"
          />
        ) : value !== null ? (
          <span className={`text-sm ${muted}`}>
            <Trans>Image #{value}</Trans>
          </span>
        ) : (
          <ImageUp size={28} aria-hidden className="text-dark/40 dark:text-sand/40" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <ImageFileInput ref={fileInput} onFile={upload} />
        <div className="flex flex-wrap gap-2">
          <button
            ref={buttonRef}
            id={id}
            type="button"
            className={buttonSecondary}
            disabled={busy}
            aria-labelledby={`${labelledBy} ${id}`}
            aria-describedby={[hintId, error ? errorId : null, describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid || error ? true : undefined}
            onClick={() => fileInput.current?.click()}
          >
            {value !== null ? <Trans>Upload another image</Trans> : <Trans>Upload image</Trans>}
          </button>
          <button type="button" className={buttonSecondary} disabled={busy} onClick={() => setBrowsing(true)}>
            <Trans>Choose from library</Trans>
          </button>
          {value !== null && (
            <button
              type="button"
              className={buttonGhostDanger}
              disabled={busy}
              onClick={() => {
                setError(null);
                onChange(null, null);
              }}
            >
              <Trans>Remove</Trans>
            </button>
          )}
        </div>
        <p id={hintId} className={hintClass}>
          <Trans>
            Drop an image here, upload one (JPEG, PNG, WebP or AVIF: it goes into the library at once) or choose one
            already in the library.
          </Trans>
        </p>
        {busy && (
          <div role="status" className="flex items-center gap-2 text-sm">
            <progress
              max={100}
              value={Math.round((progress ?? 0) * 100)}
              aria-label={t`Upload progress`}
              className="h-2 flex-1 accent-primary"
            />
            <span>{Math.round((progress ?? 0) * 100)}%</span>
          </div>
        )}
        {error && (
          <p id={errorId} role="alert" className={errorText}>
            {error}
          </p>
        )}
      </div>
      <LibraryPickerDialog
        open={browsing}
        selectedId={value}
        onClose={() => setBrowsing(false)}
        onPick={(picked) => {
          const chosen = {
            id: picked.id,
            url: picked.url,
            srcset: picked.srcset,
            width: picked.width,
            height: picked.height,
            alt: picked.alt.en ?? '',
          };
          setError(null);
          setPreview(chosen);
          onChange(picked.id, chosen);
        }}
      />
    </div>
  );
}

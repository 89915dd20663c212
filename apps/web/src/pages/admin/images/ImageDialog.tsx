import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageDetail } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { useAuditWords } from '../../../features/admin/audit/auditWords';
import { editPathOf } from '../../../features/admin/editPaths';
import { FormDialog } from '../../../features/admin/FormDialog';
import { useUsageText } from '../../../features/admin/images/LibraryGrid';
import { Loaded } from '../../../features/admin/LoadStates';
import { toast } from '../../../features/admin/toast';
import { ImageFileInput } from '../../../features/admin/ImageFileInput';
import { replaceImageFile } from '../../../features/admin/uploadImage';
import { AlertText } from '../../../features/admin/AlertText';
import { buttonGhostDanger, buttonSecondary, hint, muted, textLink } from '../../../features/admin/ui';
import { ImagePreview } from '../../../features/admin/Thumb';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { ImageTextsForm } from './ImageTextsForm';

/** One library image: its texts, the items that show it, replace its file, delete it when unused. */
export function ImageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.admin.image.get.queryOptions({ id: id ?? 1 }, { enabled: id !== null }));
  const refresh = () =>
    Promise.all([query.refetch(), queryClient.invalidateQueries(trpc.admin.image.list.pathFilter())]);
  return (
    <FormDialog open={id !== null} onOpenChange={(open) => !open && onClose()} title={t`Image details`}>
      <Loaded query={query}>{(image) => <ImageDetails image={image} refresh={refresh} onClose={onClose} />}</Loaded>
    </FormDialog>
  );
}

function ImageDetails({
  image,
  refresh,
  onClose,
}: {
  image: ImageDetail;
  refresh: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const usageText = useUsageText();
  const { entityName } = useAuditWords();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const used = image.usages.length > 0;

  const replace = async (file: File | undefined) => {
    if (!file) return;
    setReplaceError(null);
    setProgress(0);
    try {
      await replaceImageFile(image.id, file, setProgress, t`The upload failed. Please try again.`);
      toast.success(t`The image was replaced everywhere it is used.`);
      await refresh();
    } catch (failure) {
      setReplaceError(failure instanceof Error ? failure.message : t`The upload failed. Please try again.`);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async () => {
    try {
      await api.admin.image.delete.mutate({ id: image.id });
      toast.success(t`The image was deleted.`);
      onClose();
      await refresh().catch(() => {});
    } catch (failure) {
      toast.error(serverErrorText(readServerErrors(failure), t`Something went wrong. Please try again.`));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 min-[600px]:flex-row">
        <ImagePreview
          image={image}
          sizes="240px"
          lazy={false}
          className="h-40 w-full rounded-lg bg-dark/5 object-contain min-[600px]:w-60 dark:bg-sand/5"
        />
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="truncate font-medium">{image.fileName ?? `#${image.id}`}</p>
          <p className={muted}>
            {image.width} × {image.height} · {Math.max(1, Math.round(image.bytes / 1024))} KB
          </p>
          <p>{usageText(image.usages.length)}</p>
          {used && (
            <ul className="list-disc space-y-1 pl-5">
              {image.usages.map((usage) => {
                const href = editPathOf(usage.kind, usage.id);
                return (
                  <li key={`${usage.kind}-${usage.id}`}>
                    <span className={muted}>{entityName(usage.kind)}: </span>
                    {href ? (
                      <Link href={href} className={textLink}>
                        {usage.title}
                      </Link>
                    ) : (
                      usage.title
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>

      <ImageTextsForm key={image.updatedAt} image={image} onSaved={refresh} onCancel={onClose} />

      <div className="space-y-3 border-t border-dark/10 pt-4 dark:border-sand/10">
        <ImageFileInput ref={fileInput} onFile={replace} />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonSecondary}
            disabled={progress !== null}
            onClick={() => fileInput.current?.click()}
          >
            {progress !== null ? <Trans>Uploading… {Math.round(progress * 100)}%</Trans> : <Trans>Replace file</Trans>}
          </button>
          <button
            type="button"
            className={buttonGhostDanger}
            disabled={used}
            aria-describedby={used ? `image-${image.id}-delete-hint` : undefined}
            onClick={() => setConfirming(true)}
          >
            <Trans>Delete image</Trans>
          </button>
        </div>
        <p className={hint}>
          <Trans>Replacing keeps the texts and shows the new file everywhere this image is used.</Trans>
        </p>
        {used && (
          <p id={`image-${image.id}-delete-hint`} className={hint}>
            <Trans>An image in use cannot be deleted: choose another image in the items above first.</Trans>
          </p>
        )}
        <AlertText message={replaceError} />
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Delete this image?</Trans>}
        description={<Trans>It is removed from the library for good.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={remove}
      />
    </div>
  );
}

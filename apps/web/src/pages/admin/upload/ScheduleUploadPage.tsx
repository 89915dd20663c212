import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Image } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { ImagePicker } from '../../../features/admin/ImagePicker';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { Section } from '../../../features/admin/Section';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, label, muted, textLink } from '../../../features/admin/ui';

/** The class schedule image shown on /session-classes: see it, replace it, or remove it. */
export default function ScheduleUploadPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const labelId = useId();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.admin.schedule.get.queryOptions(undefined, { staleTime: 0 }));
  const [pending, setPending] = useState<{ id: number; image: Image } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const save = async (imageId: number | null) => {
    setBusy(true);
    try {
      await api.admin.schedule.set.mutate({ imageId });
      await queryClient.invalidateQueries(trpc.admin.schedule.pathFilter());
      setPending(null);
      toast.success(
        imageId === null ? t`The schedule was removed from the site.` : t`The new schedule is on the site.`,
      );
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const image = current.data?.image ?? null;
  return (
    <AdminPage
      title={t`Class schedule`}
      description={<Trans>The schedule image shown on the session classes page.</Trans>}
    >
      <div className="space-y-6">
        <Section title={<Trans>On the site now</Trans>}>
          {current.error ? (
            <LoadError message={current.error.message} onRetry={() => current.refetch()} />
          ) : current.isLoading ? (
            <FormSkeleton />
          ) : image ? (
            <div className="space-y-3">
              <a href={image.url} target="_blank" rel="noopener" className="block">
                <img
                  src={image.url}
                  srcSet={image.srcset}
                  sizes="(min-width: 900px) 720px, 100vw"
                  width={image.width}
                  height={image.height}
                  alt={t`The current class schedule`}
                  className="h-auto max-h-[70vh] w-auto max-w-full rounded-md ring-1 ring-dark/10 dark:ring-sand/15"
                />
              </a>
              <div className="flex flex-wrap items-center gap-3">
                <a href="/session-classes" target="_blank" rel="noopener" className={textLink}>
                  <Trans>View on site</Trans>
                </a>
                <button
                  type="button"
                  className={buttonGhostDanger}
                  onClick={() => setConfirmRemove(true)}
                  disabled={busy}
                >
                  <Trans>Remove</Trans>
                </button>
              </div>
            </div>
          ) : (
            <p className={muted}>
              <Trans>No schedule image is shown on the site.</Trans>
            </p>
          )}
        </Section>
        <Section
          title={image ? <Trans>Replace the schedule</Trans> : <Trans>Upload a schedule</Trans>}
          description={
            <Trans>The image is uploaded at once; it replaces the one on the site when you publish it.</Trans>
          }
        >
          <div>
            <span id={labelId} className={label}>
              <Trans>New schedule image</Trans>
            </span>
            <ImagePicker
              id={`${labelId}-picker`}
              labelledBy={labelId}
              value={pending?.id ?? null}
              image={pending?.image ?? null}
              onChange={(id, uploaded) => setPending(id !== null && uploaded ? { id, image: uploaded } : null)}
            />
          </div>
          <button
            type="button"
            className={button}
            disabled={!pending || busy}
            onClick={() => pending && save(pending.id)}
          >
            {busy ? <Trans>Publishing…</Trans> : <Trans>Publish this schedule</Trans>}
          </button>
        </Section>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={<Trans>Remove the schedule?</Trans>}
        description={<Trans>The session classes page will show no schedule image until you upload a new one.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => save(null)}
      />
    </AdminPage>
  );
}

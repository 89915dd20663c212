import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../app/trpc';
import { TitledSection } from '../content/TitledSection';
import { buttonSecondary, card, muted, pageTitle, textLink } from '../content/ui';
import { FormMessage } from '../forms/fields';
import { DeleteMyDataDialog } from './DeleteMyDataDialog';
import { saveJson } from '../../lib/save-json';

/**
 * "Your data" on My bookings: the right of access (a JSON file of everything stored about the address)
 * and of erasure (after a confirmation that lists what happens). `onErased` runs once the data is gone
 * and the member signed out everywhere.
 */
export function YourDataSection({ onErased }: { onErased: () => void }) {
  const [open, setOpen] = useState(false);
  const download = useMutation({
    mutationFn: () => api.member.myData.query(),
    onSuccess: (data) => saveJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`),
  });
  const erase = useMutation({
    mutationFn: () => api.member.eraseMyData.mutate(),
    onSuccess: () => {
      setOpen(false);
      onErased();
    },
  });
  return (
    <TitledSection headingId="your-data" className={`${card} space-y-4 p-5`} title={<Trans>Your data</Trans>}>
      <p className={muted}>
        <Trans>
          You can download everything we store about your email address, or have it deleted. Indonesia’s Personal Data
          Protection Law and the GDPR give you both rights.
        </Trans>
      </p>
      <div className="flex flex-col gap-3 min-[600px]:flex-row">
        <button
          type="button"
          className={`w-full min-[600px]:w-auto ${buttonSecondary}`}
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          <Download size={18} aria-hidden />
          <Trans>Download my data</Trans>
        </button>
        <DeleteMyDataDialog
          open={open}
          onOpenChange={(next) => {
            if (next) erase.reset();
            setOpen(next);
          }}
          busy={erase.isPending}
          onConfirm={() => erase.mutate()}
        />
      </div>
      {download.isError && (
        <FormMessage kind="error">
          <Trans>Your data could not be downloaded. Please try again.</Trans>
        </FormMessage>
      )}
      {erase.isError && (
        <FormMessage kind="error">
          <Trans>Your data could not be deleted. Nothing was changed. Please try again.</Trans>
        </FormMessage>
      )}
    </TitledSection>
  );
}

/** What the page shows once the data is erased: done, a last email on its way, and the way back. */
export function DataErasedNotice() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The list the member was reading is gone: move the focus to what replaced it, for screen readers too.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand">
      <h1 ref={heading} tabIndex={-1} className={pageTitle}>
        <Trans>Your data has been deleted</Trans>
      </h1>
      <p className={`mt-4 ${muted}`} role="status">
        <Trans>
          Your upcoming bookings are cancelled and your details are erased. We have sent one last email to confirm it,
          and you are signed out on every device.
        </Trans>
      </p>
      <p className="mt-6">
        <Link href="/" className={textLink}>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}

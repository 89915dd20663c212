import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormMessage, Honeypot } from './fields';

/** A booking or request form's send button: full width on phones. */
const sendButton =
  'min-h-11 w-full rounded-full bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60 min-[600px]:w-auto';

/**
 * How every public form ends: the spam trap, what went wrong if anything, and the send button (off while
 * sending, and until the app runs: without JavaScript the browser would put the fields in the address).
 */
export function FormFooter({
  honeypot,
  formError,
  busy,
  buttonClassName = sendButton,
  children,
}: {
  /** The registered `website` field. */
  honeypot: UseFormRegisterReturn;
  formError: string | null;
  busy: boolean;
  buttonClassName?: string;
  /** The button's label. */
  children: ReactNode;
}) {
  const ready = useHydrated();
  return (
    <>
      <Honeypot register={honeypot} />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      {!ready && (
        <noscript>
          <p className="text-sm">
            <Trans>This form needs JavaScript. Please turn it on to send it.</Trans>
          </p>
        </noscript>
      )}
      <button type="submit" disabled={busy || !ready} className={buttonClassName}>
        {children}
      </button>
    </>
  );
}

import type { Booking } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { useTRPC } from '../../app/trpc';
import { buttonSecondary } from '../../features/content/ui';
import { FormMessage } from '../../features/forms/fields';
import { readServerErrors, serverErrorText } from '../../lib/server-errors';
import { useBookingChanged } from './useBookingChanged';

/**
 * A hybrid class's booking switches how its person joins, in one tap: "Join online instead" or "Join in
 * person instead". The answer replaces what the page shows (the place, or that the link is emailed).
 */
export function ChangeAttendanceMode({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const changed = useBookingChanged(token, booking.class.slug);
  const change = useMutation(
    trpc.booking.attendanceMode.mutationOptions({
      onSuccess: changed,
    }),
  );
  const next = booking.attendanceMode === 'online' ? 'in-person' : 'online';
  const errors = change.isError ? readServerErrors(change.error) : null;
  return (
    <>
      <button
        type="button"
        className={`w-full min-[600px]:w-auto ${buttonSecondary}`}
        disabled={change.isPending}
        onClick={() => change.mutate({ token, attendanceMode: next })}
      >
        <ArrowLeftRight size={18} aria-hidden />
        {next === 'online' ? <Trans>Join online instead</Trans> : <Trans>Join in person instead</Trans>}
      </button>
      {errors && (
        <div className="w-full">
          <FormMessage kind="error">
            {serverErrorText(errors, t`How you join could not be changed. Please try again.`)}
          </FormMessage>
        </div>
      )}
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { FormMessage } from '../../features/forms/fields';
import { textLink } from '../../features/content/ui';
import { useSiteSettings } from '../../features/layout/useSiteSettings';
import { formatMoment, sessionZoneLabel } from '../../features/sessions/sessionFormat';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { bookingQuery } from './bookingQuery';
import { useBookingChanged } from './useBookingChanged';
import { CancelBookingDialog } from './CancelBookingDialog';

interface Props {
  booking: Booking;
  token: string;
  /** The session's day and time, as the page shows them. */
  when: string;
}

/** After the cut-off only the studio can change a booking: say so, with its email and phone. */
function ContactTheStudio({ cutoff }: { cutoff: string }) {
  const contact = useSiteSettings().data?.contact;
  return (
    <div className="rounded-2xl bg-warn/10 p-5">
      <p>
        <Trans>
          Online cancellation closed on {cutoff}. To change or cancel this booking, please contact the studio.
        </Trans>
      </p>
      {contact && (
        <ul className="mt-3 space-y-1">
          <li>
            <a href={`mailto:${contact.email}`} className={`inline-flex min-h-11 items-center gap-2 ${textLink}`}>
              <Mail size={18} aria-hidden />
              {contact.email}
            </a>
          </li>
          <li>
            <a
              href={`tel:${contact.phone.replace(/\s+/g, '')}`}
              className={`inline-flex min-h-11 items-center gap-2 ${textLink}`}
            >
              <Phone size={18} aria-hidden />
              {contact.phone}
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}

/**
 * Cancelling a booking from its manage page, until the class's cut-off; a confirmation first. Once
 * cancelled, the page shows the answer (the booking, now cancelled) and announces it.
 */
export function CancelBooking({ booking, token, when }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useBookingChanged(token, booking.class.slug);
  const [open, setOpen] = useState(false);
  // The server's word wins: a 409 means the cut-off passed while the page was open.
  const [closed, setClosed] = useState(false);
  const cancel = useMutation(
    trpc.booking.cancel.mutationOptions({
      onSuccess: (updated) => {
        changed(updated);
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (error.data?.httpStatus === 409) setClosed(true);
        void queryClient.invalidateQueries({ queryKey: bookingQuery(token).queryKey });
      },
    }),
  );
  const zone = sessionZoneLabel(booking.session, useVisitorTimeZone());
  const cutoffTime = formatMoment(booking.cancelUntil, booking.session.timeZone);
  const cutoff = zone ? `${cutoffTime} (${zone})` : cutoffTime;

  if (!booking.cancellable || closed) return <ContactTheStudio cutoff={cutoff} />;
  const failed = cancel.isError && cancel.error.data?.httpStatus !== 409;
  return (
    <div className="space-y-3">
      <CancelBookingDialog
        open={open}
        onOpenChange={(next) => {
          if (next) cancel.reset();
          setOpen(next);
        }}
        title={booking.class.title}
        when={when}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ token })}
        waitlisted={booking.status === 'waitlisted'}
      />
      <p className="text-sm">
        <Trans>You can cancel online until {cutoff}.</Trans>
      </p>
      {failed && (
        <FormMessage kind="error">
          <Trans>The booking could not be cancelled. Please try again.</Trans>
        </FormMessage>
      )}
    </div>
  );
}

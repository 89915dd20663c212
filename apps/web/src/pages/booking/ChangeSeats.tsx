import type { Booking } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { muted } from '../../features/content/ui';
import { FormMessage, inputClass } from '../../features/forms/fields';
import { readServerErrors, serverErrorText } from '../../lib/server-errors';
import { ChangeActions, ChangePanel, useChangePanel } from './ChangePanel';

/** The most seats one booking holds (the booking form's limit). */
const MAX_SEATS = 10;

interface Guest {
  name: string;
  email: string;
}

/**
 * "Change seats": more (up to what is left) or fewer, and a guest's name (and address, for their own
 * confirmation and reminder) on each seat beyond the first. The answer replaces what the page shows.
 */
export function ChangeSeats({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { open, setOpen, done } = useChangePanel(token, booking.class.slug);
  const fieldId = useId();
  const [seats, setSeats] = useState(booking.seats);
  const [guests, setGuests] = useState<Guest[]>([]);
  const change = useMutation(trpc.booking.seats.mutationOptions({ onSuccess: done }));

  const shown = Array.from({ length: seats - 1 }, (_, i) => guests[i] ?? { name: '', email: '' });
  const setGuest = (index: number, next: Partial<Guest>) =>
    setGuests(shown.map((guest, i) => (i === index ? { ...guest, ...next } : guest)));
  const errors = change.isError ? readServerErrors(change.error) : null;
  const openPanel = () => {
    change.reset();
    setSeats(booking.seats);
    setGuests(booking.guests.map((guest) => ({ name: guest.name, email: guest.email ?? '' })));
    setOpen(true);
  };
  return (
    <ChangePanel open={open} onOpen={openPanel} icon={Users} name={<Trans>Change seats</Trans>}>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({
            token,
            seats,
            guests: shown
              .filter((guest) => guest.name.trim() !== '')
              .map((guest) => ({ name: guest.name.trim(), email: guest.email.trim() || null })),
          });
        }}
      >
        <div>
          <label htmlFor={`${fieldId}-seats`} className="text-sm font-medium">
            <Trans>Seats</Trans>
          </label>
          <select
            id={`${fieldId}-seats`}
            className={inputClass}
            value={seats}
            onChange={(event) => setSeats(Number(event.target.value))}
          >
            {Array.from({ length: MAX_SEATS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {booking.session.seatsLeft !== null && booking.status === 'confirmed' && (
            <p className={`mt-1 text-sm ${muted}`}>
              <Trans>
                Up to {booking.seats + booking.session.seatsLeft} seats: {booking.session.seatsLeft} more are free.
              </Trans>
            </p>
          )}
        </div>
        {shown.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">
              <Trans>Guests (optional)</Trans>
            </legend>
            <p className={`text-sm ${muted}`}>
              <Trans>A guest with an email address gets their own confirmation and reminder.</Trans>
            </p>
            {shown.map((guest, i) => {
              const seat = i + 2;
              return (
                <div key={seat} className="grid gap-2 min-[600px]:grid-cols-2">
                  <div>
                    <label htmlFor={`${fieldId}-name-${seat}`} className="text-sm">
                      <Trans>Guest on seat {seat}: name</Trans>
                    </label>
                    <input
                      id={`${fieldId}-name-${seat}`}
                      className={inputClass}
                      autoComplete="off"
                      maxLength={120}
                      value={guest.name}
                      onChange={(event) => setGuest(i, { name: event.target.value })}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${fieldId}-email-${seat}`} className="text-sm">
                      <Trans>Email (optional)</Trans>
                    </label>
                    <input
                      id={`${fieldId}-email-${seat}`}
                      type="email"
                      className={inputClass}
                      autoComplete="off"
                      value={guest.email}
                      onChange={(event) => setGuest(i, { email: event.target.value })}
                    />
                  </div>
                </div>
              );
            })}
          </fieldset>
        )}
        {errors && (
          <FormMessage kind="error">
            {serverErrorText(errors, t`The seats could not be changed. Please try again.`)}
          </FormMessage>
        )}
        <ChangeActions
          busy={change.isPending}
          submit={change.isPending ? <Trans>Saving…</Trans> : <Trans>Save seats</Trans>}
          keep={<Trans>Keep as it is</Trans>}
          onKeep={() => setOpen(false)}
        />
      </form>
    </ChangePanel>
  );
}

import type { Booking } from '@app/contract';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { buttonPrimary, buttonSecondary, card } from '../../features/content/ui';
import { useBookingChanged } from './useBookingChanged';

/** Whether a change's panel is open, and `done`, for the server's answer: show the booking as changed and close. */
export function useChangePanel(token: string, slug: string) {
  const changed = useBookingChanged(token, slug);
  const [open, setOpen] = useState(false);
  const done = (updated: Booking) => {
    changed(updated);
    setOpen(false);
  };
  return { open, setOpen, done };
}

/**
 * One change to a booking on its manage page: a button (icon and name) until it is opened, then a panel
 * under the same name with the change's form.
 */
export function ChangePanel({
  open,
  onOpen,
  icon: Icon,
  name,
  children,
}: {
  open: boolean;
  onOpen: () => void;
  icon: LucideIcon;
  name: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  if (!open) {
    return (
      <button type="button" className={`w-full min-[600px]:w-auto ${buttonSecondary}`} onClick={onOpen}>
        <Icon size={18} aria-hidden />
        {name}
      </button>
    );
  }
  return (
    <section aria-labelledby={headingId} className={`w-full p-5 ${card}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {name}
      </h2>
      {children}
    </section>
  );
}

/** A change's form buttons: the change itself (off while it is sent, or while `blocked`), and keeping things as they are. */
export function ChangeActions({
  busy,
  blocked = false,
  submit,
  keep,
  onKeep,
}: {
  busy: boolean;
  blocked?: boolean;
  submit: ReactNode;
  keep: ReactNode;
  onKeep: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 min-[400px]:flex-row">
      <button type="submit" className={buttonPrimary} disabled={blocked || busy} aria-busy={busy}>
        {submit}
      </button>
      <button type="button" className={buttonSecondary} onClick={onKeep} disabled={busy}>
        {keep}
      </button>
    </div>
  );
}

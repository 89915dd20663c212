import { Trans } from '@lingui/react/macro';
import { GiveUpDialog } from '../../features/content/GiveUpDialog';
import { userText } from '../../lib/user-text';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Tuesday, December 1, 7:00 – 8:30 PM" */
  when: string;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  /** A waitlisted booking: the person leaves the waiting list (the same cancellation, said so). */
  waitlisted?: boolean;
}

/** The question before a booking is given up; keeping it is the first answer. */
export function CancelBookingDialog({ when, title: classTitle, waitlisted = false, ...dialog }: Props) {
  const title = userText(classTitle);
  return (
    <GiveUpDialog
      {...dialog}
      // `#leave`, the waiting-list email's "Leave the waiting list" link, brings this button into focus.
      triggerId={waitlisted ? 'leave' : undefined}
      trigger={waitlisted ? <Trans>Leave the waiting list</Trans> : <Trans>Cancel booking</Trans>}
      title={waitlisted ? <Trans>Leave the waiting list?</Trans> : <Trans>Cancel this booking?</Trans>}
      description={
        <p>
          {waitlisted ? (
            <Trans>
              You will no longer get a place for {title} on {when} if one opens. This cannot be undone.
            </Trans>
          ) : (
            <Trans>
              Your place for {title} on {when} will be given to someone else. This cannot be undone.
            </Trans>
          )}
        </p>
      }
      keepLabel={waitlisted ? <Trans>Stay on the list</Trans> : <Trans>Keep my booking</Trans>}
      confirmLabel={waitlisted ? <Trans>Yes, leave it</Trans> : <Trans>Yes, cancel it</Trans>}
    />
  );
}

import { Trans } from '@lingui/react/macro';
import { GiveUpDialog } from '../content/GiveUpDialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/** The question before a member's data is erased: what will happen, listed; keeping the data is the first answer. */
export function DeleteMyDataDialog(props: Props) {
  return (
    <GiveUpDialog
      {...props}
      trigger={<Trans>Delete my data</Trans>}
      title={<Trans>Delete your data?</Trans>}
      description={
        <>
          <p>
            <Trans>This is what will happen, at once and for good:</Trans>
          </p>
          <ul className="list-disc space-y-1 ps-5">
            <li>
              <Trans>Your upcoming bookings are cancelled and their places offered to the waiting list.</Trans>
            </li>
            <li>
              <Trans>
                Your name, email address, phone number and messages are erased from all our records, and your newsletter
                subscription ends.
              </Trans>
            </li>
            <li>
              <Trans>We keep only anonymous counts, such as how many seats a class had.</Trans>
            </li>
            <li>
              <Trans>We send you one last email to confirm it, and you are signed out on every device.</Trans>
            </li>
          </ul>
        </>
      }
      keepLabel={<Trans>Keep my data</Trans>}
      confirmLabel={<Trans>Yes, delete everything</Trans>}
    />
  );
}

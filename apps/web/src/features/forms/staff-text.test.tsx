// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CancelBookingDialog } from '../../pages/booking/CancelBookingDialog';
import { inEnglish, renderWithClock } from '../../testing/render';
import { BookingConfirmation } from './BookingConfirmation';

inEnglish();

// A title as staff may type it: Lingui reads <0>…</0> in a translated sentence as the sentence's own markup.
const TITLE = 'Breath <0>&</0> movement <b>live</b>';

describe('staff text inside translated sentences on public pages', () => {
  it('the booking confirmation names the class exactly as typed', () => {
    const result = { status: 'confirmed', seats: 1, seatsLeft: 3, sessionId: 1, startsAt: null, manageUrl: null };
    const { getByRole } = renderWithClock(
      <BookingConfirmation title={TITLE} result={result as never} session={null} />,
    );
    expect(getByRole('status').textContent).toContain(`your booking for ${TITLE}, with your own link`);
  });

  it('the cancel dialog names the class exactly as typed', () => {
    const { getByRole } = renderWithClock(
      <CancelBookingDialog
        open
        onOpenChange={() => {}}
        when="Tuesday"
        title={TITLE}
        busy={false}
        onConfirm={() => {}}
      />,
    );
    expect(getByRole('alertdialog').textContent).toContain(`Your place for ${TITLE} on Tuesday`);
  });
});

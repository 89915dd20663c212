// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClockProvider } from '../../lib/clock';
import { CancelBookingDialog } from '../../pages/booking/CancelBookingDialog';
import { BookingConfirmation } from './BookingConfirmation';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const view = (node: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <ClockProvider renderedAt={Date.now()}>{node}</ClockProvider>
    </I18nProvider>,
  );

// A title as staff may type it: Lingui reads <0>…</0> in a translated sentence as the sentence's own markup.
const TITLE = 'Breath <0>&</0> movement <b>live</b>';

describe('staff text inside translated sentences on public pages', () => {
  it('the booking confirmation names the class exactly as typed', () => {
    const result = { status: 'confirmed', seats: 1, seatsLeft: 3, sessionId: 1, startsAt: null, manageUrl: null };
    const { getByRole } = view(<BookingConfirmation title={TITLE} result={result as never} session={null} />);
    expect(getByRole('status').textContent).toContain(`your booking for ${TITLE}, with your own link`);
  });

  it('the cancel dialog names the class exactly as typed', () => {
    const { getByRole } = view(
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

/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import { formatMoment } from '../format';
import { EMAIL_CATALOGS } from '../messages';
import type { Cancellation } from '../props';
import { Action, AllBookingsLink, Paragraph } from './Blocks';

/**
 * The personal link to a booking, what it is for, and until when the booking can be cancelled online
 * (in the class's zone): in every email about a booking that goes on.
 */
export function ManageLink(props: {
  locale: Locale;
  /** The site's origin: the email links to "My bookings" there too. */
  siteUrl: string;
  manageUrl: string;
  cancellation: Cancellation | undefined;
  timeZone: string;
}) {
  const m = EMAIL_CATALOGS[props.locale].manage;
  const { cancellation } = props;
  const deadline = cancellation && formatMoment(cancellation.until, props.timeZone, props.locale);
  return (
    <>
      {cancellation && deadline && (
        <Paragraph>{cancellation.open ? m.cancelUntil({ deadline }) : m.cancelClosed({ deadline })}</Paragraph>
      )}
      <Action href={props.manageUrl}>{m.button}</Action>
      <Paragraph muted>{m.hint}</Paragraph>
      <AllBookingsLink locale={props.locale} siteUrl={props.siteUrl} />
    </>
  );
}

/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import { Link, Text } from '@react-email/components';
import { EMAIL_CATALOGS } from '../messages';
import { Paragraph } from './Blocks';
import { styles } from './styles';

/**
 * Where a booking stands on a waiting list ("You are number 3…") and the way off it: a link to the
 * booking's manage page whose fragment (`#leave`, or `#leave-move` for a move waiting for a place) has
 * the page bring that action into view and focus it. Leaving still asks there, so a mail scanner that
 * opens the link gives nothing up.
 */
export function WaitingListPlace(props: {
  locale: Locale;
  /** Absent in emails queued before it was added: then only the link shows. */
  position: number | undefined;
  manageUrl: string;
  fragment: 'leave' | 'leave-move';
}) {
  const m = EMAIL_CATALOGS[props.locale].waitlist;
  return (
    <>
      {props.position !== undefined && <Paragraph>{m.position({ position: props.position })}</Paragraph>}
      <Text style={styles.text}>
        <Link href={`${props.manageUrl}#${props.fragment}`} style={styles.link}>
          {m.leave}
        </Link>
      </Text>
    </>
  );
}

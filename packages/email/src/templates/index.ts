import type { EmailKind } from '../props';
import { bookingCancelled } from './booking-cancelled';
import { bookingConfirmed } from './booking-confirmed';
import { bookingExisting } from './booking-existing';
import { bookingGuest } from './booking-guest';
import { bookingLinkReissued } from './booking-link-reissued';
import { bookingMoved } from './booking-moved';
import { bookingPromoted } from './booking-promoted';
import { bookingReminder } from './booking-reminder';
import { bookingWaitlisted } from './booking-waitlisted';
import { contactReceived } from './contact-received';
import { memberSignIn } from './member-sign-in';
import { newsletterConfirm } from './newsletter-confirm';
import { newsletterIssue } from './newsletter-issue';
import { passwordReset } from './password-reset';
import { personalDataErased } from './personal-data-erased';
import { privateRequestDeclined } from './private-request-declined';
import { privateRequestReceived } from './private-request-received';
import { privateSessionProposed } from './private-session-proposed';
import { sessionCancelled } from './session-cancelled';
import { staffInvitation } from './staff-invitation';
import { staffNotification } from './staff-notification';
import type { EmailTemplate } from './template';
import { webhookDisabled } from './webhook-disabled';

/** The template of each kind of email. */
export const TEMPLATES: { [K in EmailKind]: EmailTemplate<K> } = {
  'booking-confirmed': bookingConfirmed,
  'booking-waitlisted': bookingWaitlisted,
  'booking-existing': bookingExisting,
  'booking-link-reissued': bookingLinkReissued,
  'booking-promoted': bookingPromoted,
  'booking-reminder': bookingReminder,
  'booking-moved': bookingMoved,
  'booking-guest': bookingGuest,
  'booking-cancelled': bookingCancelled,
  'session-cancelled': sessionCancelled,
  'newsletter-confirm': newsletterConfirm,
  'newsletter-issue': newsletterIssue,
  'contact-received': contactReceived,
  'personal-data-erased': personalDataErased,
  'member-sign-in': memberSignIn,
  'private-request-received': privateRequestReceived,
  'private-session-proposed': privateSessionProposed,
  'private-request-declined': privateRequestDeclined,
  'staff-notification': staffNotification,
  'staff-invitation': staffInvitation,
  'password-reset': passwordReset,
  'webhook-disabled': webhookDisabled,
};

/** The values messages are filled with; each message names the ones it uses. */
export interface MessageValues {
  /** The person's name as they typed it. */
  name: string;
  /** The class, in the reader's language. */
  title: string;
  /** The studio's name. */
  studio: string;
  /** Seats, facilitators: whatever the message counts (plural-aware). */
  count: number;
  /** A price already formatted for the reader's locale and currency. */
  price: string;
  /** A date and time already formatted for the reader, with the zone it is in. */
  deadline: string;
  /** A session's date and time already formatted for the reader (the date a booking moved from). */
  date: string;
  /** Who booked a seat for a guest, as they typed their name. */
  booker: string;
  /** A booking's place on a waiting list: 1 is the next to get a place. */
  position: number;
}

type Message<K extends keyof MessageValues> = (values: Pick<MessageValues, K>) => string;

/**
 * Every text of every email, in one language. Each locale's module `satisfies` this type, so the compiler
 * demands every message in every language; `test/catalogs.test.ts` fails on an empty one.
 */
export interface EmailMessages {
  common: {
    greeting: Message<'name'>;
    /** For emails that must not repeat what a stranger typed (the contact form's name). */
    greetingGeneric: string;
    signOff: string;
    team: Message<'studio'>;
    questions: string;
  };
  footer: {
    sentBy: Message<'studio'>;
    /** Between a label and its value: ": " in English, " : " in French, "：" in Chinese. */
    labelSeparator: string;
    email: string;
    phone: string;
    whatsapp: string;
    instagram: string;
    website: string;
  };
  details: {
    heading: string;
    class: string;
    date: string;
    time: string;
    duration: string;
    place: string;
    online: string;
    facilitators: Message<'count'>;
    seats: string;
    seatCount: Message<'count'>;
    price: string;
    pricePerPerson: Message<'price'>;
    free: string;
    payment: string;
    payAtStudio: string;
    payByTransfer: string;
    payHybrid: string;
    openMap: string;
    joinOnline: string;
    meetingLinkPrivate: string;
    meetingLinkLater: string;
    /** How the reader attends a hybrid class: the label, then in person or online. */
    attendanceMode: string;
    attendInPerson: string;
    attendOnline: string;
    /** Says the session's `.ics` is attached. */
    calendarAttached: string;
  };
  manage: {
    button: string;
    hint: string;
    /** Until when the booking can be cancelled online (the class's cut-off before the start). */
    cancelUntil: Message<'deadline'>;
    /** That time has passed already: only the studio can change the booking. */
    cancelClosed: Message<'deadline'>;
    /** The link to "My bookings", where every booking of the address is listed. */
    allBookings: string;
  };
  /** A booking waiting for a place: where it stands, and the way off the list (its manage page). */
  waitlist: {
    position: Message<'position'>;
    leave: string;
  };
  bookingConfirmed: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'count'>;
    outro: string;
  };
  bookingWaitlisted: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'count'>;
    outro: string;
  };
  bookingExisting: {
    subject: Message<'title'>;
    heading: string;
    introConfirmed: Message<'title' | 'count'>;
    introWaitlisted: Message<'title' | 'count'>;
    /** The link below is the one their earlier emails carry. */
    sameLink: string;
  };
  bookingLinkReissued: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title'>;
  };
  bookingPromoted: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'count'>;
    outro: string;
  };
  /** A booking moved to another date of its class (by the person or staff), or waits for one. */
  bookingMoved: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'date'>;
    /** The new date is full: the booking is on its waiting list and keeps its seats where it is. */
    subjectWaiting: Message<'title'>;
    headingWaiting: string;
    introWaiting: Message<'title' | 'date' | 'count'>;
    outro: string;
  };
  /** A guest named on someone's booking: their place, and a reminder before the session. */
  bookingGuest: {
    subject: Message<'title'>;
    subjectReminder: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'booker'>;
    introReminder: Message<'title' | 'booker'>;
    /** Changes go through the person who booked. */
    outro: Message<'booker'>;
    /** The booking moved to another date (`date`: the one it left); the new one follows. */
    subjectMoved: Message<'title'>;
    headingMoved: string;
    introMoved: Message<'title' | 'booker' | 'date'>;
    /** The booking (or the studio's whole session) was cancelled: the guest's place with it. */
    subjectCancelled: Message<'title'>;
    headingCancelled: string;
    introCancelled: Message<'title' | 'booker'>;
    introSessionCancelled: Message<'title' | 'booker'>;
  };
  bookingReminder: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'count'>;
    outro: string;
  };
  bookingCancelled: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title' | 'count'>;
    outro: string;
    browse: string;
  };
  sessionCancelled: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title'>;
    refund: string;
    outro: string;
    chooseAnother: string;
  };
  newsletterConfirm: {
    subject: Message<'studio'>;
    heading: string;
    intro: string;
    /** The button that opens the confirmation page. */
    confirm: string;
    /** For whoever did not sign up: what happens if they do nothing. */
    ignoreHint: string;
  };
  newsletterIssue: {
    /** Why the reader gets this email, in the footer beside the unsubscribe link. */
    reason: Message<'studio'>;
    /** The footer link to the page that unsubscribes. */
    unsubscribe: string;
  };
  personalDataErased: {
    subject: string;
    heading: string;
    intro: Message<'studio'>;
    /** The upcoming bookings the erasure cancelled (only said when there were some). */
    cancelled: Message<'count'>;
    outro: string;
  };
  memberSignIn: {
    subject: Message<'studio'>;
    heading: string;
    intro: string;
    button: string;
    /** Single use, 30 minutes; ignore it if you did not ask. */
    hint: string;
  };
  contactReceived: {
    subject: string;
    heading: string;
    intro: Message<'studio'>;
    outro: string;
  };
  privateRequestReceived: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title'>;
    toldUs: string;
    preferredTimes: string;
    preferredDates: string;
  };
  privateSessionProposed: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title'>;
    note: string;
    outro: string;
  };
  privateRequestDeclined: {
    subject: Message<'title'>;
    heading: string;
    intro: Message<'title'>;
    note: string;
    outro: string;
    browse: string;
  };
}

import { text, withValues } from './define';

/**
 * Every word of the emails to members and visitors, as Lingui message descriptors: `npm run extract -w @app/web`
 * writes them to `packages/email/locales/{locale}.po`, where translators work as on the interface's catalogues,
 * and `npm run check:i18n -w @app/web` fails CI on one missing in any language. A message with values is ICU
 * (`{title}`, plurals as `{count, plural, one {…} other {…}}`); `withValues<…>` names the values it takes, which
 * the templates must pass. The `comment` is what a translator sees beside the message.
 */
export const EMAIL_MESSAGES = {
  common: {
    greeting: withValues<'name'>(
      /*i18n*/ {
        id: 'email.common.greeting',
        message: 'Dear {name},',
        comment: "Every email to a person. {name}: the person's name as they typed it.",
      },
    ),
    greetingGeneric: text(
      /*i18n*/ {
        id: 'email.common.greetingGeneric',
        message: 'Hello,',
        comment:
          "Every email to a person. For emails that must not repeat what a stranger typed (the contact form's name).",
      },
    ),
    signOff: text(
      /*i18n*/ { id: 'email.common.signOff', message: 'Warm regards,', comment: 'Every email to a person.' },
    ),
    team: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.common.team',
        message: 'The {studio} team',
        comment: "Every email to a person. {studio}: the studio's name.",
      },
    ),
    questions: text(
      /*i18n*/ {
        id: 'email.common.questions',
        message: 'Any questions? Just reply to this email.',
        comment: 'Every email to a person.',
      },
    ),
  },
  footer: {
    sentBy: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.footer.sentBy',
        message: 'Sent by {studio}',
        comment: "The footer of every email. {studio}: the studio's name.",
      },
    ),
    labelSeparator: text(
      /*i18n*/ {
        id: 'email.footer.labelSeparator',
        message: ': ',
        comment:
          'The footer of every email. Between a label and its value: ": " in English, " : " in French, "：" in Chinese.',
      },
    ),
    email: text(/*i18n*/ { id: 'email.footer.email', message: 'Email', comment: 'The footer of every email.' }),
    phone: text(/*i18n*/ { id: 'email.footer.phone', message: 'Phone', comment: 'The footer of every email.' }),
    whatsapp: text(
      /*i18n*/ { id: 'email.footer.whatsapp', message: 'WhatsApp', comment: 'The footer of every email.' },
    ),
    instagram: text(
      /*i18n*/ { id: 'email.footer.instagram', message: 'Instagram', comment: 'The footer of every email.' },
    ),
    website: text(/*i18n*/ { id: 'email.footer.website', message: 'Website', comment: 'The footer of every email.' }),
  },
  details: {
    heading: text(
      /*i18n*/ {
        id: 'email.details.heading',
        message: 'Your booking',
        comment: 'The booking details block (class, date, place, price): its heading.',
      },
    ),
    class: text(
      /*i18n*/ {
        id: 'email.details.class',
        message: 'Class',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    date: text(
      /*i18n*/ {
        id: 'email.details.date',
        message: 'Date',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    time: text(
      /*i18n*/ {
        id: 'email.details.time',
        message: 'Time',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    duration: text(
      /*i18n*/ {
        id: 'email.details.duration',
        message: 'Duration',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    place: text(
      /*i18n*/ {
        id: 'email.details.place',
        message: 'Place',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    online: text(
      /*i18n*/ {
        id: 'email.details.online',
        message: 'Online',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    facilitators: withValues<'count'>(
      /*i18n*/ {
        id: 'email.details.facilitators',
        message: '{count, plural, one {Facilitator} other {Facilitators}}',
        comment:
          'The booking details block (class, date, place, price). {count}: seats, facilitators: whatever the message counts (plural-aware).',
      },
    ),
    seats: text(
      /*i18n*/ {
        id: 'email.details.seats',
        message: 'Seats',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    seatCount: withValues<'count'>(
      /*i18n*/ {
        id: 'email.details.seatCount',
        message: '{count, plural, one {1 seat} other {# seats}}',
        comment:
          'The booking details block (class, date, place, price). {count}: seats, facilitators: whatever the message counts (plural-aware).',
      },
    ),
    price: text(
      /*i18n*/ {
        id: 'email.details.price',
        message: 'Price',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    pricePerPerson: withValues<'price'>(
      /*i18n*/ {
        id: 'email.details.pricePerPerson',
        message: '{price} per person',
        comment:
          "The booking details block (class, date, place, price). {price}: a price already formatted for the reader's locale and currency.",
      },
    ),
    free: text(
      /*i18n*/ {
        id: 'email.details.free',
        message: 'Free',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    payment: text(
      /*i18n*/ {
        id: 'email.details.payment',
        message: 'How to pay',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    payAtStudio: text(
      /*i18n*/ {
        id: 'email.details.payAtStudio',
        message: 'At the studio on the day, before the class starts: cash, debit card or QRIS.',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    payByTransfer: text(
      /*i18n*/ {
        id: 'email.details.payByTransfer',
        message: 'By bank transfer: we email you the details before the session.',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    payHybrid: text(
      /*i18n*/ {
        id: 'email.details.payHybrid',
        message:
          'In person, at the studio on the day (cash, debit card or QRIS); online, by bank transfer, with the details emailed before the session.',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    openMap: text(
      /*i18n*/ {
        id: 'email.details.openMap',
        message: 'Open in Google Maps',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    joinOnline: text(
      /*i18n*/ {
        id: 'email.details.joinOnline',
        message: 'Join online',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    meetingLinkPrivate: text(
      /*i18n*/ {
        id: 'email.details.meetingLinkPrivate',
        message: 'Please keep the meeting link to yourself: it is for registered participants only.',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    meetingLinkLater: text(
      /*i18n*/ {
        id: 'email.details.meetingLinkLater',
        message: 'The meeting link comes with your confirmation.',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    attendanceMode: text(
      /*i18n*/ {
        id: 'email.details.attendanceMode',
        message: 'How you join',
        comment:
          'The booking details block (class, date, place, price). How the reader attends a hybrid class: the label, then in person or online.',
      },
    ),
    attendInPerson: text(
      /*i18n*/ {
        id: 'email.details.attendInPerson',
        message: 'In person, at the studio',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    attendOnline: text(
      /*i18n*/ {
        id: 'email.details.attendOnline',
        message: 'Online, through the meeting link',
        comment: 'The booking details block (class, date, place, price).',
      },
    ),
    calendarAttached: text(
      /*i18n*/ {
        id: 'email.details.calendarAttached',
        message: 'The session is attached as a calendar file (.ics): open it to add it to your calendar.',
        comment: "The booking details block (class, date, place, price). Says the session's `.ics` is attached.",
      },
    ),
  },
  manage: {
    button: text(
      /*i18n*/ {
        id: 'email.manage.button',
        message: 'See or cancel your booking',
        comment: 'The link to manage a booking.',
      },
    ),
    hint: text(
      /*i18n*/ {
        id: 'email.manage.hint',
        message:
          'On that page you can add the session to your calendar or cancel it. The link is personal: keep it to yourself.',
        comment: 'The link to manage a booking.',
      },
    ),
    cancelUntil: withValues<'deadline'>(
      /*i18n*/ {
        id: 'email.manage.cancelUntil',
        message: 'Free cancellation online until {deadline}.',
        comment:
          "The link to manage a booking. Until when the booking can be cancelled online (the class's cut-off before the start). {deadline}: a date and time already formatted for the reader, with the zone it is in.",
      },
    ),
    cancelClosed: withValues<'deadline'>(
      /*i18n*/ {
        id: 'email.manage.cancelClosed',
        message:
          'Online cancellation closed on {deadline}: to change or cancel this booking, please contact the studio.',
        comment:
          'The link to manage a booking. That time has passed already: only the studio can change the booking. {deadline}: a date and time already formatted for the reader, with the zone it is in.',
      },
    ),
    allBookings: text(
      /*i18n*/ {
        id: 'email.manage.allBookings',
        message: 'See all your bookings',
        comment:
          'The link to manage a booking. The link to "My bookings", where every booking of the address is listed.',
      },
    ),
  },
  /** A booking waiting for a place: where it stands, and the way off the list (its manage page). */
  waitlist: {
    position: withValues<'position'>(
      /*i18n*/ {
        id: 'email.waitlist.position',
        message: 'You are number {position} on the waiting list.',
        comment:
          "A booking waiting for a place. {position}: a booking's place on a waiting list: 1 is the next to get a place.",
      },
    ),
    leave: text(
      /*i18n*/ {
        id: 'email.waitlist.leave',
        message: 'Leave the waiting list',
        comment: 'A booking waiting for a place.',
      },
    ),
  },
  bookingConfirmed: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingConfirmed.subject',
        message: 'You are booked: {title}',
        comment:
          "The email that confirms a new booking: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingConfirmed.heading',
        message: 'You are booked',
        comment: 'The email that confirms a new booking: its heading.',
      },
    ),
    intro: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingConfirmed.intro',
        message:
          '{count, plural, one {Your seat for “{title}” is confirmed.} other {Your # seats for “{title}” are confirmed.}}',
        comment:
          "The email that confirms a new booking. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.bookingConfirmed.outro',
        message: 'We look forward to seeing you.',
        comment: 'The email that confirms a new booking.',
      },
    ),
  },
  bookingWaitlisted: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingWaitlisted.subject',
        message: 'You are on the waiting list: {title}',
        comment:
          "The email to someone whose booking is on a waiting list: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingWaitlisted.heading',
        message: 'You are on the waiting list',
        comment: 'The email to someone whose booking is on a waiting list: its heading.',
      },
    ),
    intro: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingWaitlisted.intro',
        message:
          '“{title}” is full for now, so your booking for {count, plural, one {1 seat} other {# seats}} is on its waiting list.',
        comment:
          "The email to someone whose booking is on a waiting list. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.bookingWaitlisted.outro',
        message:
          'As soon as places open, the earliest requests that fit are confirmed, and we write to you straight away.',
        comment: 'The email to someone whose booking is on a waiting list.',
      },
    ),
  },
  bookingExisting: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingExisting.subject',
        message: 'Your booking: {title}',
        comment:
          "The email to someone who booked a session they had booked already: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingExisting.heading',
        message: 'You have booked this already',
        comment: 'The email to someone who booked a session they had booked already: its heading.',
      },
    ),
    introConfirmed: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingExisting.introConfirmed',
        message:
          'You have booked “{title}” already: your booking for {count, plural, one {1 seat} other {# seats}} is confirmed. Nothing was booked twice.',
        comment:
          "The email to someone who booked a session they had booked already. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    introWaitlisted: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingExisting.introWaitlisted',
        message:
          'You have booked “{title}” already: your booking for {count, plural, one {1 seat} other {# seats}} is on the waiting list. Nothing was booked twice.',
        comment:
          "The email to someone who booked a session they had booked already. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    sameLink: text(
      /*i18n*/ {
        id: 'email.bookingExisting.sameLink',
        message: 'Your booking’s link is below: the same one as in your earlier emails.',
        comment:
          'The email to someone who booked a session they had booked already. The link below is the one their earlier emails carry.',
      },
    ),
  },
  bookingLinkReissued: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingLinkReissued.subject',
        message: 'A new link to your booking: {title}',
        comment:
          "The email with a new link to manage a booking: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingLinkReissued.heading',
        message: 'A new link to your booking',
        comment: 'The email with a new link to manage a booking: its heading.',
      },
    ),
    intro: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingLinkReissued.intro',
        message:
          'We have replaced the link to your booking for “{title}” to keep your booking safe: the link in earlier emails no longer works. Please use the one below from now on; the booking itself is unchanged.',
        comment: "The email with a new link to manage a booking. {title}: the class, in the reader's language.",
      },
    ),
  },
  bookingPromoted: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingPromoted.subject',
        message: 'A place opened: you are booked for {title}',
        comment:
          "The email to someone taken off a waiting list into the session: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingPromoted.heading',
        message: 'A place opened for you',
        comment: 'The email to someone taken off a waiting list into the session: its heading.',
      },
    ),
    intro: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingPromoted.intro',
        message:
          '{count, plural, one {A place opened in “{title}”: your seat from the waiting list is now confirmed.} other {Places opened in “{title}”: your # seats from the waiting list are now confirmed.}}',
        comment:
          "The email to someone taken off a waiting list into the session. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.bookingPromoted.outro',
        message: 'We look forward to seeing you.',
        comment: 'The email to someone taken off a waiting list into the session.',
      },
    ),
  },
  /** A booking moved to another date of its class (by the person or staff), or waits for one. */
  bookingMoved: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingMoved.subject',
        message: 'New date for your booking: {title}',
        comment:
          "The email about a booking moved to another date: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingMoved.heading',
        message: 'Your booking has a new date',
        comment: 'The email about a booking moved to another date: its heading.',
      },
    ),
    intro: withValues<'title' | 'date'>(
      /*i18n*/ {
        id: 'email.bookingMoved.intro',
        message: 'Your booking for “{title}” has moved from {date} to the date below.',
        comment:
          "The email about a booking moved to another date. {title}: the class, in the reader's language. {date}: a session's date and time already formatted for the reader (the date a booking moved from).",
      },
    ),
    subjectWaiting: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingMoved.subjectWaiting',
        message: 'On the waiting list for another date: {title}',
        comment:
          "The email about a booking moved to another date: its subject line. The new date is full: the booking is on its waiting list and keeps its seats where it is. {title}: the class, in the reader's language.",
      },
    ),
    headingWaiting: text(
      /*i18n*/ {
        id: 'email.bookingMoved.headingWaiting',
        message: 'You are on the waiting list for the new date',
        comment: 'The email about a booking moved to another date: its heading.',
      },
    ),
    introWaiting: withValues<'title' | 'date' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingMoved.introWaiting',
        message:
          '{count, plural, one {The date you chose for “{title}” is full: you are on its waiting list. You keep your seat on {date} until a place opens; then your booking moves and we email you.} other {The date you chose for “{title}” is full: you are on its waiting list. You keep your # seats on {date} until places open; then your booking moves and we email you.}}',
        comment:
          "The email about a booking moved to another date. {title}: the class, in the reader's language. {date}: a session's date and time already formatted for the reader (the date a booking moved from). {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.bookingMoved.outro',
        message: 'Your booking link stays the same.',
        comment: 'The email about a booking moved to another date.',
      },
    ),
  },
  /** A guest named on someone's booking: their place, and a reminder before the session. */
  bookingGuest: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingGuest.subject',
        message: 'You have a place: {title}',
        comment:
          "The emails to a guest someone else booked a seat for: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    subjectReminder: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingGuest.subjectReminder',
        message: 'Reminder: {title} is coming up',
        comment:
          "The emails to a guest someone else booked a seat for: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingGuest.heading',
        message: 'A place is booked for you',
        comment: 'The emails to a guest someone else booked a seat for: its heading.',
      },
    ),
    intro: withValues<'title' | 'booker'>(
      /*i18n*/ {
        id: 'email.bookingGuest.intro',
        message: '{booker} booked a place for you in “{title}”. Here is everything you need.',
        comment:
          "The emails to a guest someone else booked a seat for. {title}: the class, in the reader's language. {booker}: who booked a seat for a guest, as they typed their name.",
      },
    ),
    introReminder: withValues<'title' | 'booker'>(
      /*i18n*/ {
        id: 'email.bookingGuest.introReminder',
        message: 'A reminder: “{title}” is coming up, with the place {booker} booked for you.',
        comment:
          "The emails to a guest someone else booked a seat for. {title}: the class, in the reader's language. {booker}: who booked a seat for a guest, as they typed their name.",
      },
    ),
    outro: withValues<'booker'>(
      /*i18n*/ {
        id: 'email.bookingGuest.outro',
        message: 'To change or cancel, please ask {booker}, who holds the booking.',
        comment:
          'The emails to a guest someone else booked a seat for. Changes go through the person who booked. {booker}: who booked a seat for a guest, as they typed their name.',
      },
    ),
    subjectMoved: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingGuest.subjectMoved',
        message: 'New date for your place: {title}',
        comment:
          "The emails to a guest someone else booked a seat for: its subject line. The booking moved to another date (`date`: the one it left); the new one follows. {title}: the class, in the reader's language.",
      },
    ),
    headingMoved: text(
      /*i18n*/ {
        id: 'email.bookingGuest.headingMoved',
        message: 'Your place has a new date',
        comment: 'The emails to a guest someone else booked a seat for: its heading.',
      },
    ),
    introMoved: withValues<'title' | 'booker' | 'date'>(
      /*i18n*/ {
        id: 'email.bookingGuest.introMoved',
        message: '{booker} moved the booking that holds your place in “{title}” from {date} to the date below.',
        comment:
          "The emails to a guest someone else booked a seat for. {title}: the class, in the reader's language. {booker}: who booked a seat for a guest, as they typed their name. {date}: a session's date and time already formatted for the reader (the date a booking moved from).",
      },
    ),
    subjectCancelled: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingGuest.subjectCancelled',
        message: 'Your place is cancelled: {title}',
        comment:
          "The emails to a guest someone else booked a seat for: its subject line. The booking (or the studio's whole session) was cancelled: the guest's place with it. {title}: the class, in the reader's language.",
      },
    ),
    headingCancelled: text(
      /*i18n*/ {
        id: 'email.bookingGuest.headingCancelled',
        message: 'Your place is cancelled',
        comment: 'The emails to a guest someone else booked a seat for: its heading.',
      },
    ),
    introCancelled: withValues<'title' | 'booker'>(
      /*i18n*/ {
        id: 'email.bookingGuest.introCancelled',
        message: 'The booking {booker} made for “{title}” is cancelled, and with it the place it held for you.',
        comment:
          "The emails to a guest someone else booked a seat for. {title}: the class, in the reader's language. {booker}: who booked a seat for a guest, as they typed their name.",
      },
    ),
    introSessionCancelled: withValues<'title' | 'booker'>(
      /*i18n*/ {
        id: 'email.bookingGuest.introSessionCancelled',
        message:
          'The studio has cancelled this session of “{title}”, and with it the place {booker} booked for you. We are sorry.',
        comment:
          "The emails to a guest someone else booked a seat for. {title}: the class, in the reader's language. {booker}: who booked a seat for a guest, as they typed their name.",
      },
    ),
  },
  bookingReminder: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingReminder.subject',
        message: 'Reminder: {title} is coming up',
        comment: "The reminder email before a session: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingReminder.heading',
        message: 'See you soon',
        comment: 'The reminder email before a session: its heading.',
      },
    ),
    intro: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingReminder.intro',
        message:
          'A reminder of your booking for “{title}”: {count, plural, one {1 seat} other {# seats}}, confirmed. Here is everything you need.',
        comment:
          "The reminder email before a session. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.bookingReminder.outro',
        message:
          'If you can no longer come, please cancel through the link so that someone on the waiting list can take your place.',
        comment: 'The reminder email before a session.',
      },
    ),
  },
  bookingCancelled: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.bookingCancelled.subject',
        message: 'Booking cancelled: {title}',
        comment:
          "The email that confirms a cancelled booking: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.bookingCancelled.heading',
        message: 'Your booking is cancelled',
        comment: 'The email that confirms a cancelled booking: its heading.',
      },
    ),
    intro: withValues<'title' | 'count'>(
      /*i18n*/ {
        id: 'email.bookingCancelled.intro',
        message: 'Your booking for {count, plural, one {1 seat} other {# seats}} of “{title}” is cancelled.',
        comment:
          "The email that confirms a cancelled booking. {title}: the class, in the reader's language. {count}: seats, facilitators: whatever the message counts (plural-aware).",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.bookingCancelled.outro',
        message: 'We hope to see you another time.',
        comment: 'The email that confirms a cancelled booking.',
      },
    ),
    browse: text(
      /*i18n*/ {
        id: 'email.bookingCancelled.browse',
        message: 'See our classes',
        comment: 'The email that confirms a cancelled booking.',
      },
    ),
  },
  sessionCancelled: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.sessionCancelled.subject',
        message: 'Session cancelled: {title}',
        comment:
          "The email when the studio cancels a session: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.sessionCancelled.heading',
        message: 'This session is cancelled',
        comment: 'The email when the studio cancels a session: its heading.',
      },
    ),
    intro: withValues<'title'>(
      /*i18n*/ {
        id: 'email.sessionCancelled.intro',
        message: 'We are sorry: the studio has cancelled this session of “{title}”, so your booking is cancelled.',
        comment: "The email when the studio cancels a session. {title}: the class, in the reader's language.",
      },
    ),
    refund: text(
      /*i18n*/ {
        id: 'email.sessionCancelled.refund',
        message: 'Anything you paid in advance is refunded within 7 working days.',
        comment: 'The email when the studio cancels a session.',
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.sessionCancelled.outro',
        message: 'Please choose another date on our site.',
        comment: 'The email when the studio cancels a session.',
      },
    ),
    chooseAnother: text(
      /*i18n*/ {
        id: 'email.sessionCancelled.chooseAnother',
        message: 'Choose another date',
        comment: 'The email when the studio cancels a session.',
      },
    ),
  },
  newsletterConfirm: {
    subject: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.newsletterConfirm.subject',
        message: 'Please confirm your subscription to the {studio} letter',
        comment:
          "The email that asks to confirm a newsletter subscription: its subject line. {studio}: the studio's name.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.newsletterConfirm.heading',
        message: 'Confirm your subscription',
        comment: 'The email that asks to confirm a newsletter subscription: its heading.',
      },
    ),
    intro: text(
      /*i18n*/ {
        id: 'email.newsletterConfirm.intro',
        message:
          'Thank you for signing up. About once a month we write about new classes and reflections from our facilitators. Please confirm that this address is yours and that you want our letter.',
        comment: 'The email that asks to confirm a newsletter subscription.',
      },
    ),
    confirm: text(
      /*i18n*/ {
        id: 'email.newsletterConfirm.confirm',
        message: 'Confirm my subscription',
        comment:
          'The email that asks to confirm a newsletter subscription. The button that opens the confirmation page.',
      },
    ),
    ignoreHint: text(
      /*i18n*/ {
        id: 'email.newsletterConfirm.ignoreHint',
        message:
          'Did not sign up? Then ignore this email: without a confirmation we will not write to you again, and your address is deleted after 7 days.',
        comment:
          'The email that asks to confirm a newsletter subscription. For whoever did not sign up: what happens if they do nothing.',
      },
    ),
  },
  newsletterIssue: {
    reason: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.newsletterIssue.reason',
        message: 'You receive this letter because you subscribed to the newsletter of {studio}.',
        comment:
          "The footer of each newsletter issue. Why the reader gets this email, in the footer beside the unsubscribe link. {studio}: the studio's name.",
      },
    ),
    unsubscribe: text(
      /*i18n*/ {
        id: 'email.newsletterIssue.unsubscribe',
        message: 'Unsubscribe',
        comment: 'The footer of each newsletter issue. The footer link to the page that unsubscribes.',
      },
    ),
  },
  personalDataErased: {
    subject: text(
      /*i18n*/ {
        id: 'email.personalDataErased.subject',
        message: 'Your data has been deleted',
        comment: 'The email that confirms a person’s data was erased: its subject line.',
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.personalDataErased.heading',
        message: 'Your data has been deleted',
        comment: 'The email that confirms a person’s data was erased: its heading.',
      },
    ),
    intro: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.personalDataErased.intro',
        message:
          'As you asked, {studio} has deleted your name, email address, phone number and messages from its records.',
        comment: "The email that confirms a person’s data was erased. {studio}: the studio's name.",
      },
    ),
    cancelled: withValues<'count'>(
      /*i18n*/ {
        id: 'email.personalDataErased.cancelled',
        message:
          '{count, plural, one {Your upcoming booking was cancelled and its place offered to the waiting list.} other {Your # upcoming bookings were cancelled and their places offered to the waiting lists.}}',
        comment:
          'The email that confirms a person’s data was erased. The upcoming bookings the erasure cancelled (only said when there were some). {count}: seats, facilitators: whatever the message counts (plural-aware).',
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.personalDataErased.outro',
        message:
          'We keep only anonymous counts (how many seats a class had), which no longer say who you are. This is the last email you will get from us; it is deleted once sent.',
        comment: 'The email that confirms a person’s data was erased.',
      },
    ),
  },
  memberSignIn: {
    subject: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.memberSignIn.subject',
        message: 'Your sign-in link to your {studio} bookings',
        comment:
          "The email with a member’s sign-in link to their bookings: its subject line. {studio}: the studio's name.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.memberSignIn.heading',
        message: 'Your bookings',
        comment: 'The email with a member’s sign-in link to their bookings: its heading.',
      },
    ),
    intro: text(
      /*i18n*/ {
        id: 'email.memberSignIn.intro',
        message:
          'You asked for a link to see all your bookings, requests and newsletter subscription with us. It signs you in on this device:',
        comment: 'The email with a member’s sign-in link to their bookings.',
      },
    ),
    button: text(
      /*i18n*/ {
        id: 'email.memberSignIn.button',
        message: 'See my bookings',
        comment: 'The email with a member’s sign-in link to their bookings.',
      },
    ),
    hint: text(
      /*i18n*/ {
        id: 'email.memberSignIn.hint',
        message:
          'The link works once, for 30 minutes. If you did not ask for it, ignore this email: nobody can sign in without it.',
        comment:
          'The email with a member’s sign-in link to their bookings. Single use, 30 minutes; ignore it if you did not ask.',
      },
    ),
  },
  contactReceived: {
    subject: text(
      /*i18n*/ {
        id: 'email.contactReceived.subject',
        message: 'We received your message',
        comment: 'The reply to a message sent through the contact form: its subject line.',
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.contactReceived.heading',
        message: 'Thank you for writing',
        comment: 'The reply to a message sent through the contact form: its heading.',
      },
    ),
    intro: withValues<'studio'>(
      /*i18n*/ {
        id: 'email.contactReceived.intro',
        message: 'Thank you for writing to {studio}. We usually answer within two working days.',
        comment: "The reply to a message sent through the contact form. {studio}: the studio's name.",
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.contactReceived.outro',
        message: 'If it is urgent, you can also reach us by phone or WhatsApp.',
        comment: 'The reply to a message sent through the contact form.',
      },
    ),
  },
  privateRequestReceived: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.privateRequestReceived.subject',
        message: 'We received your request: {title}',
        comment:
          "The reply to a request for a private session: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.privateRequestReceived.heading',
        message: 'We received your request',
        comment: 'The reply to a request for a private session: its heading.',
      },
    ),
    intro: withValues<'title'>(
      /*i18n*/ {
        id: 'email.privateRequestReceived.intro',
        message:
          'Thank you for asking for a private session of “{title}”. We will propose a date that suits you, usually within two working days.',
        comment: "The reply to a request for a private session. {title}: the class, in the reader's language.",
      },
    ),
    toldUs: text(
      /*i18n*/ {
        id: 'email.privateRequestReceived.toldUs',
        message: 'What you told us',
        comment: 'The reply to a request for a private session.',
      },
    ),
    preferredTimes: text(
      /*i18n*/ {
        id: 'email.privateRequestReceived.preferredTimes',
        message: 'Times that suit you',
        comment: 'The reply to a request for a private session.',
      },
    ),
    preferredDates: text(
      /*i18n*/ {
        id: 'email.privateRequestReceived.preferredDates',
        message: 'Preferred dates',
        comment: 'The reply to a request for a private session.',
      },
    ),
  },
  privateSessionProposed: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.privateSessionProposed.subject',
        message: 'A date for your private session: {title}',
        comment:
          "The email proposing a date for a private session: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.privateSessionProposed.heading',
        message: 'A date for your private session',
        comment: 'The email proposing a date for a private session: its heading.',
      },
    ),
    intro: withValues<'title'>(
      /*i18n*/ {
        id: 'email.privateSessionProposed.intro',
        message: 'Thank you for your patience. We can offer your private session of “{title}” at this time:',
        comment: "The email proposing a date for a private session. {title}: the class, in the reader's language.",
      },
    ),
    note: text(
      /*i18n*/ {
        id: 'email.privateSessionProposed.note',
        message: 'A note from the studio',
        comment: 'The email proposing a date for a private session.',
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.privateSessionProposed.outro',
        message:
          'Please reply to this email to accept it, or tell us which other times suit you. Once you accept, we confirm it with a link to your booking.',
        comment: 'The email proposing a date for a private session.',
      },
    ),
  },
  privateRequestDeclined: {
    subject: withValues<'title'>(
      /*i18n*/ {
        id: 'email.privateRequestDeclined.subject',
        message: 'Your private session request: {title}',
        comment:
          "The email declining a request for a private session: its subject line. {title}: the class, in the reader's language.",
      },
    ),
    heading: text(
      /*i18n*/ {
        id: 'email.privateRequestDeclined.heading',
        message: 'About your private session request',
        comment: 'The email declining a request for a private session: its heading.',
      },
    ),
    intro: withValues<'title'>(
      /*i18n*/ {
        id: 'email.privateRequestDeclined.intro',
        message:
          'Thank you for asking for a private session of “{title}”. We are sorry: we cannot offer one at the times you asked for.',
        comment: "The email declining a request for a private session. {title}: the class, in the reader's language.",
      },
    ),
    note: text(
      /*i18n*/ {
        id: 'email.privateRequestDeclined.note',
        message: 'A note from the studio',
        comment: 'The email declining a request for a private session.',
      },
    ),
    outro: text(
      /*i18n*/ {
        id: 'email.privateRequestDeclined.outro',
        message: 'You are welcome to ask again with other dates, or to join one of our group classes.',
        comment: 'The email declining a request for a private session.',
      },
    ),
    browse: text(
      /*i18n*/ {
        id: 'email.privateRequestDeclined.browse',
        message: 'See our classes',
        comment: 'The email declining a request for a private session.',
      },
    ),
  },
} as const;

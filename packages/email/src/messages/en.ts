import { plural } from '../locale';
import type { EmailMessages } from './types';

const seats = (count: number) => plural('en', count, { one: '1 seat', other: `${count} seats` });

export const en = {
  common: {
    greeting: ({ name }) => `Dear ${name},`,
    greetingGeneric: 'Hello,',
    signOff: 'Warm regards,',
    team: ({ studio }) => `The ${studio} team`,
    questions: 'Any questions? Just reply to this email.',
  },
  footer: {
    sentBy: ({ studio }) => `Sent by ${studio}`,
    labelSeparator: ': ',
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    website: 'Website',
  },
  details: {
    heading: 'Your booking',
    class: 'Class',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    place: 'Place',
    online: 'Online',
    facilitators: ({ count }) => plural('en', count, { one: 'Facilitator', other: 'Facilitators' }),
    seats: 'Seats',
    seatCount: ({ count }) => seats(count),
    price: 'Price',
    pricePerPerson: ({ price }) => `${price} per person`,
    free: 'Free',
    payment: 'How to pay',
    payAtStudio: 'At the studio on the day, before the class starts: cash, debit card or QRIS.',
    payByTransfer: 'By bank transfer: we email you the details before the session.',
    payHybrid:
      'In person, at the studio on the day (cash, debit card or QRIS); online, by bank transfer, with the details emailed before the session.',
    openMap: 'Open in Google Maps',
    joinOnline: 'Join online',
    meetingLinkPrivate: 'Please keep the meeting link to yourself: it is for registered participants only.',
    meetingLinkLater: 'The meeting link comes with your confirmation.',
    attendanceMode: 'How you join',
    attendInPerson: 'In person, at the studio',
    attendOnline: 'Online, through the meeting link',
    calendarAttached: 'The session is attached as a calendar file (.ics): open it to add it to your calendar.',
  },
  manage: {
    button: 'See or cancel your booking',
    hint: 'On that page you can add the session to your calendar or cancel it. The link is personal: keep it to yourself.',
    cancelUntil: ({ deadline }) => `Free cancellation online until ${deadline}.`,
    cancelClosed: ({ deadline }) =>
      `Online cancellation closed on ${deadline}: to change or cancel this booking, please contact the studio.`,
    allBookings: 'See all your bookings',
  },
  waitlist: {
    position: ({ position }) => `You are number ${position} on the waiting list.`,
    leave: 'Leave the waiting list',
  },
  bookingConfirmed: {
    subject: ({ title }) => `You are booked: ${title}`,
    heading: 'You are booked',
    intro: ({ title, count }) =>
      plural('en', count, {
        one: `Your seat for “${title}” is confirmed.`,
        other: `Your ${count} seats for “${title}” are confirmed.`,
      }),
    outro: 'We look forward to seeing you.',
  },
  bookingWaitlisted: {
    subject: ({ title }) => `You are on the waiting list: ${title}`,
    heading: 'You are on the waiting list',
    intro: ({ title, count }) =>
      `“${title}” is full for now, so your booking for ${seats(count)} is on its waiting list.`,
    outro: 'As soon as places open, the earliest requests that fit are confirmed, and we write to you straight away.',
  },
  bookingExisting: {
    subject: ({ title }) => `Your booking: ${title}`,
    heading: 'You have booked this already',
    introConfirmed: ({ title, count }) =>
      `You have booked “${title}” already: your booking for ${seats(count)} is confirmed. Nothing was booked twice.`,
    introWaitlisted: ({ title, count }) =>
      `You have booked “${title}” already: your booking for ${seats(count)} is on the waiting list. Nothing was booked twice.`,
    sameLink: 'Your booking’s link is below: the same one as in your earlier emails.',
  },
  bookingLinkReissued: {
    subject: ({ title }) => `A new link to your booking: ${title}`,
    heading: 'A new link to your booking',
    intro: ({ title }) =>
      `We have replaced the link to your booking for “${title}” to keep your booking safe: the link in earlier emails no longer works. Please use the one below from now on; the booking itself is unchanged.`,
  },
  bookingPromoted: {
    subject: ({ title }) => `A place opened: you are booked for ${title}`,
    heading: 'A place opened for you',
    intro: ({ title, count }) =>
      plural('en', count, {
        one: `A place opened in “${title}”: your seat from the waiting list is now confirmed.`,
        other: `Places opened in “${title}”: your ${count} seats from the waiting list are now confirmed.`,
      }),
    outro: 'We look forward to seeing you.',
  },
  bookingMoved: {
    subject: ({ title }) => `New date for your booking: ${title}`,
    heading: 'Your booking has a new date',
    intro: ({ title, date }) => `Your booking for “${title}” has moved from ${date} to the date below.`,
    subjectWaiting: ({ title }) => `On the waiting list for another date: ${title}`,
    headingWaiting: 'You are on the waiting list for the new date',
    introWaiting: ({ title, date, count }) =>
      plural('en', count, {
        one: `The date you chose for “${title}” is full: you are on its waiting list. You keep your seat on ${date} until a place opens; then your booking moves and we email you.`,
        other: `The date you chose for “${title}” is full: you are on its waiting list. You keep your ${count} seats on ${date} until places open; then your booking moves and we email you.`,
      }),
    outro: 'Your booking link stays the same.',
  },
  bookingGuest: {
    subject: ({ title }) => `You have a place: ${title}`,
    subjectReminder: ({ title }) => `Reminder: ${title} is coming up`,
    heading: 'A place is booked for you',
    intro: ({ title, booker }) => `${booker} booked a place for you in “${title}”. Here is everything you need.`,
    introReminder: ({ title, booker }) =>
      `A reminder: “${title}” is coming up, with the place ${booker} booked for you.`,
    outro: ({ booker }) => `To change or cancel, please ask ${booker}, who holds the booking.`,
    subjectMoved: ({ title }) => `New date for your place: ${title}`,
    headingMoved: 'Your place has a new date',
    introMoved: ({ title, booker, date }) =>
      `${booker} moved the booking that holds your place in “${title}” from ${date} to the date below.`,
    subjectCancelled: ({ title }) => `Your place is cancelled: ${title}`,
    headingCancelled: 'Your place is cancelled',
    introCancelled: ({ title, booker }) =>
      `The booking ${booker} made for “${title}” is cancelled, and with it the place it held for you.`,
    introSessionCancelled: ({ title, booker }) =>
      `The studio has cancelled this session of “${title}”, and with it the place ${booker} booked for you. We are sorry.`,
  },
  bookingReminder: {
    subject: ({ title }) => `Reminder: ${title} is coming up`,
    heading: 'See you soon',
    intro: ({ title, count }) =>
      `A reminder of your booking for “${title}”: ${seats(count)}, confirmed. Here is everything you need.`,
    outro:
      'If you can no longer come, please cancel through the link so that someone on the waiting list can take your place.',
  },
  bookingCancelled: {
    subject: ({ title }) => `Booking cancelled: ${title}`,
    heading: 'Your booking is cancelled',
    intro: ({ title, count }) => `Your booking for ${seats(count)} of “${title}” is cancelled.`,
    outro: 'We hope to see you another time.',
    browse: 'See our classes',
  },
  sessionCancelled: {
    subject: ({ title }) => `Session cancelled: ${title}`,
    heading: 'This session is cancelled',
    intro: ({ title }) =>
      `We are sorry: the studio has cancelled this session of “${title}”, so your booking is cancelled.`,
    refund: 'Anything you paid in advance is refunded within 7 working days.',
    outro: 'Please choose another date on our site.',
    chooseAnother: 'Choose another date',
  },
  newsletterConfirm: {
    subject: ({ studio }) => `Please confirm your subscription to the ${studio} letter`,
    heading: 'Confirm your subscription',
    intro:
      'Thank you for signing up. About once a month we write about new classes and reflections from our facilitators. Please confirm that this address is yours and that you want our letter.',
    confirm: 'Confirm my subscription',
    ignoreHint:
      'Did not sign up? Then ignore this email: without a confirmation we will not write to you again, and your address is deleted after 7 days.',
  },
  newsletterIssue: {
    reason: ({ studio }) => `You receive this letter because you subscribed to the newsletter of ${studio}.`,
    unsubscribe: 'Unsubscribe',
  },
  personalDataErased: {
    subject: 'Your data has been deleted',
    heading: 'Your data has been deleted',
    intro: ({ studio }) =>
      `As you asked, ${studio} has deleted your name, email address, phone number and messages from its records.`,
    cancelled: ({ count }) =>
      plural('en', count, {
        one: 'Your upcoming booking was cancelled and its place offered to the waiting list.',
        other: `Your ${count} upcoming bookings were cancelled and their places offered to the waiting lists.`,
      }),
    outro:
      'We keep only anonymous counts (how many seats a class had), which no longer say who you are. This is the last email you will get from us; it is deleted once sent.',
  },
  memberSignIn: {
    subject: ({ studio }) => `Your sign-in link to your ${studio} bookings`,
    heading: 'Your bookings',
    intro:
      'You asked for a link to see all your bookings, requests and newsletter subscription with us. It signs you in on this device:',
    button: 'See my bookings',
    hint: 'The link works once, for 30 minutes. If you did not ask for it, ignore this email: nobody can sign in without it.',
  },
  contactReceived: {
    subject: 'We received your message',
    heading: 'Thank you for writing',
    intro: ({ studio }) => `Thank you for writing to ${studio}. We usually answer within two working days.`,
    outro: 'If it is urgent, you can also reach us by phone or WhatsApp.',
  },
  privateRequestReceived: {
    subject: ({ title }) => `We received your request: ${title}`,
    heading: 'We received your request',
    intro: ({ title }) =>
      `Thank you for asking for a private session of “${title}”. We will propose a date that suits you, usually within two working days.`,
    toldUs: 'What you told us',
    preferredTimes: 'Times that suit you',
    preferredDates: 'Preferred dates',
  },
  privateSessionProposed: {
    subject: ({ title }) => `A date for your private session: ${title}`,
    heading: 'A date for your private session',
    intro: ({ title }) => `Thank you for your patience. We can offer your private session of “${title}” at this time:`,
    note: 'A note from the studio',
    outro:
      'Please reply to this email to accept it, or tell us which other times suit you. Once you accept, we confirm it with a link to your booking.',
  },
  privateRequestDeclined: {
    subject: ({ title }) => `Your private session request: ${title}`,
    heading: 'About your private session request',
    intro: ({ title }) =>
      `Thank you for asking for a private session of “${title}”. We are sorry: we cannot offer one at the times you asked for.`,
    note: 'A note from the studio',
    outro: 'You are welcome to ask again with other dates, or to join one of our group classes.',
    browse: 'See our classes',
  },
} satisfies EmailMessages;

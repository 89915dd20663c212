import { LOCALES, type Locale } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS, type EmailMessage, emailLocale, renderEmail, type SessionFacts, type Studio } from '../src';
import { renderPlainText } from '../src/render';
import { studio as studioWithoutContacts } from './studio';

const studio: Studio = { ...studioWithoutContacts, phone: '+62 21 555 0123', chatUrl: 'https://wa.me/6281234567890' };

const session: SessionFacts = {
  title: 'Evening breathwork',
  classUrl: 'https://ruangteduh.example/class/evening-breathwork',
  // 19:00–20:30 in Jakarta.
  startsAt: new Date('2031-05-06T12:00:00Z'),
  endsAt: new Date('2031-05-06T13:30:00Z'),
  timeZone: 'Asia/Jakarta',
  format: 'hybrid',
  location: 'Studio Menteng, Jl. Cikini Raya 5',
  onlineUrl: 'https://meet.example/breath',
  price: 200_000,
  currency: 'IDR',
  facilitators: ['Dewi Lestari', 'Raka Pratama'],
};

const MANAGE = 'https://ruangteduh.example/booking/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** The props of an email about a booking that goes on. */
const bookingIn = (locale: Locale) => ({
  locale,
  studio,
  name: 'Ayu',
  seats: 2,
  session,
  manageUrl: MANAGE,
  // Online cancellation closes 12 hours before the start: 07:00 in Jakarta.
  cancellation: { until: new Date('2031-05-06T00:00:00Z'), open: true },
});

// The date a moved booking left: 18:00 in Jakarta, a week before.
const previous = { startsAt: new Date('2031-04-29T11:00:00Z'), endsAt: new Date('2031-04-29T12:00:00Z') };

/** One email of every kind, in a language. */
function everyKind(locale: Locale): EmailMessage[] {
  const booking = bookingIn(locale);
  const ended = { locale, studio, name: 'Ayu', seats: 2, session };
  const guest = { kind: 'booking-guest', locale, studio, name: 'Sari', booker: 'Ayu', session } as const;
  return [
    { kind: 'booking-confirmed', ...booking },
    { kind: 'booking-waitlisted', ...booking },
    { kind: 'booking-existing', status: 'confirmed', ...booking },
    { kind: 'booking-existing', status: 'waitlisted', ...booking },
    { kind: 'booking-link-reissued', status: 'confirmed', ...booking },
    { kind: 'booking-link-reissued', status: 'waitlisted', ...booking },
    { kind: 'booking-promoted', ...booking },
    { kind: 'booking-reminder', ...booking },
    { kind: 'booking-moved', previous, waiting: false, ...booking },
    { kind: 'booking-moved', previous, waiting: true, ...booking },
    { ...guest, reminder: false },
    { ...guest, reminder: true },
    { ...guest, reminder: false, change: { kind: 'moved', previous } },
    { ...guest, reminder: false, change: { kind: 'cancelled', bySession: false } },
    { ...guest, reminder: false, change: { kind: 'cancelled', bySession: true } },
    { kind: 'booking-cancelled', ...ended },
    { kind: 'session-cancelled', ...ended },
    {
      kind: 'newsletter-confirm',
      locale,
      studio,
      confirmUrl: 'https://ruangteduh.example/newsletter/confirm/t',
      name: null,
    },
    { kind: 'contact-received', locale, studio },
    { kind: 'personal-data-erased', locale, studio, cancelledBookings: 2 },
    { kind: 'member-sign-in', locale, studio, signInUrl: 'https://ruangteduh.example/my-bookings/sign-in/t' },
    {
      kind: 'private-request-received',
      locale,
      studio,
      name: 'Ayu',
      title: 'Private breathwork',
      preferredTimes: 'Mornings',
      preferredDates: ['2031-05-06'],
    },
    { kind: 'private-session-proposed', locale, studio, name: 'Ayu', session, note: 'Room 2' },
    { kind: 'private-request-declined', locale, studio, name: 'Ayu', title: 'Private breathwork', note: null },
  ];
}

describe('rendering', () => {
  it.each([...LOCALES])(
    'renders every kind in %s: a subject, an HTML part and a text part from one template',
    async (locale) => {
      for (const message of everyKind(locale)) {
        const mail = await renderEmail(message);
        const what = `${message.kind} in ${locale}`;
        expect(mail.subject.trim(), what).not.toBe('');
        expect(mail.html, what).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
        expect(mail.html, what).toContain(EMAIL_CATALOGS[locale].footer.sentBy({ studio: 'Ruang Teduh' }));
        expect(mail.text, what).toContain(EMAIL_CATALOGS[locale].footer.sentBy({ studio: 'Ruang Teduh' }));
        expect(mail.text, what).not.toMatch(/<[a-z]|undefined|NaN|\[object/);
        // The footer's contact details come from the studio's settings.
        expect(mail.text, what).toContain('Jl. Kemang Raya No. 18');
        expect(mail.text, what).toContain('https://wa.me/6281234567890');
      }
    },
  );

  it('makes the text part as React Email’s plain-text rendering of the same template does', async () => {
    for (const message of [...everyKind('zh-CN'), ...everyKind('fr')]) {
      expect((await renderEmail(message)).text, message.kind).toBe(await renderPlainText(message));
    }
  });

  it('gives the meeting link to confirmed bookings only, and the manage link to bookings that go on', async () => {
    for (const message of everyKind('en')) {
      const { html, text } = await renderEmail(message);
      const confirmed =
        message.kind === 'booking-confirmed' ||
        message.kind === 'booking-promoted' ||
        message.kind === 'booking-reminder' ||
        (message.kind === 'booking-moved' && !message.waiting) ||
        (message.kind === 'booking-guest' && message.change?.kind !== 'cancelled') ||
        ((message.kind === 'booking-existing' || message.kind === 'booking-link-reissued') &&
          message.status === 'confirmed');
      expect(text.includes('https://meet.example/breath'), message.kind).toBe(confirmed);
      expect(html.includes('https://meet.example/breath'), message.kind).toBe(confirmed);
      const goesOn = 'manageUrl' in message;
      expect(text.includes(MANAGE), message.kind).toBe(goesOn);
      expect(html.includes(MANAGE), message.kind).toBe(goesOn);
    }
  });

  it('shows a hybrid class’s booker only their way of joining: the place and map, or the meeting link', async () => {
    const MAP = 'https://www.google.com/maps/search/';
    for (const locale of LOCALES) {
      const m = EMAIL_CATALOGS[locale].details;
      const confirmed = {
        kind: 'booking-confirmed',
        locale,
        studio,
        name: 'Ayu',
        seats: 1,
        manageUrl: MANAGE,
      } as const;
      for (const attendanceMode of ['in-person', 'online'] as const) {
        const { html, text } = await renderEmail({ ...confirmed, session: { ...session, attendanceMode } });
        for (const part of [html, text]) {
          const online = attendanceMode === 'online';
          expect(part.includes('https://meet.example/breath'), `${locale} ${attendanceMode}`).toBe(online);
          expect(part.includes(MAP), `${locale} ${attendanceMode}`).toBe(!online);
          expect(part.includes('Studio Menteng, Jl. Cikini Raya 5'), `${locale} ${attendanceMode}`).toBe(!online);
          expect(part, `${locale} ${attendanceMode}`).toContain(online ? m.attendOnline : m.attendInPerson);
        }
        expect(text).toContain(attendanceMode === 'online' ? m.payByTransfer : m.payAtStudio);
      }
      // Not yet known (a waiting list's email of an older booking): both ways, and no line about it.
      const { text } = await renderEmail({ ...confirmed, session });
      expect(text).toContain('https://meet.example/breath');
      expect(text).toContain(MAP);
      expect(text).not.toContain(m.attendanceMode);
    }
  });

  it('keeps the meeting link from an online attendee of a hybrid class until their place is confirmed', async () => {
    const { text } = await renderEmail({
      kind: 'booking-waitlisted',
      locale: 'en',
      studio,
      name: 'Ayu',
      seats: 1,
      session: { ...session, attendanceMode: 'online' },
      manageUrl: MANAGE,
    });
    expect(text).not.toContain('https://meet.example/breath');
    expect(text).toContain(EMAIL_CATALOGS.en.details.meetingLinkLater);
    expect(text).not.toContain('Studio Menteng');
  });

  it('tells a waiting booking its place on the list and links to leaving it, in every language', async () => {
    for (const locale of LOCALES) {
      const m = EMAIL_CATALOGS[locale].waitlist;
      const booking = bookingIn(locale);
      const waitlisted = await renderEmail({ kind: 'booking-waitlisted', position: 3, ...booking });
      expect(waitlisted.text, locale).toContain(m.position({ position: 3 }));
      expect(waitlisted.text, locale).toContain(m.leave);
      expect(waitlisted.html, locale).toContain(`href="${MANAGE}#leave"`);
      const moved = await renderEmail({ kind: 'booking-moved', previous, waiting: true, position: 2, ...booking });
      expect(moved.text, locale).toContain(m.position({ position: 2 }));
      expect(moved.html, locale).toContain(`href="${MANAGE}#leave-move"`);
      // A move that happened waits for nothing.
      const done = await renderEmail({ kind: 'booking-moved', previous, waiting: false, ...booking });
      expect(done.text, locale).not.toContain(m.leave);
    }
    // An email queued before the position was stored still offers the way off the list.
    const older = await renderEmail({ kind: 'booking-waitlisted', ...bookingIn('en') });
    expect(older.text).toContain('Leave the waiting list');
    expect(older.text).not.toContain('You are number');
    expect((await renderEmail({ kind: 'booking-waitlisted', position: 3, ...bookingIn('en') })).text).toContain(
      'You are number 3 on the waiting list.',
    );
  });

  it('tells a guest of their place’s new date (and the one it left) or its end, in the booker’s language', async () => {
    const guest = { kind: 'booking-guest', studio, name: 'Sari', booker: 'Ayu', session, reminder: false } as const;
    for (const locale of LOCALES) {
      const m = EMAIL_CATALOGS[locale].bookingGuest;
      const moved = await renderEmail({ ...guest, locale, change: { kind: 'moved', previous } });
      expect(moved.subject, locale).toBe(m.subjectMoved({ title: session.title }));
      expect(moved.text, locale).toContain('https://meet.example/breath');
      const gone = await renderEmail({ ...guest, locale, change: { kind: 'cancelled', bySession: false } });
      expect(gone.subject, locale).toBe(m.subjectCancelled({ title: session.title }));
      expect(gone.text, locale).toContain(m.introCancelled({ title: session.title, booker: 'Ayu' }));
    }
    const moved = await renderEmail({ ...guest, locale: 'en', change: { kind: 'moved', previous } });
    // The date it left, in the class's zone: 18:00 in Jakarta.
    expect(moved.text).toContain('Ayu moved the booking that holds your place in “Evening breathwork” from Tuesday');
    expect(moved.text).toContain('6:00');
  });

  it('links every booking email to “My bookings”, in the reader’s language', async () => {
    for (const locale of LOCALES) {
      // A guest's email is not the booker's: the guest's address holds no booking to list.
      for (const message of everyKind(locale).filter(
        (m) => (m.kind.startsWith('booking-') && m.kind !== 'booking-guest') || m.kind === 'session-cancelled',
      )) {
        const { html, text } = await renderEmail(message);
        const what = `${message.kind} in ${locale}`;
        expect(html, what).toContain('href="https://ruangteduh.example/my-bookings"');
        expect(text, what).toContain(EMAIL_CATALOGS[locale].manage.allBookings);
        expect(text, what).toContain('https://ruangteduh.example/my-bookings');
      }
    }
  });

  it('sends the “My bookings” sign-in link with its limits, in the language asked in', async () => {
    for (const locale of LOCALES) {
      const { subject, text } = await renderEmail({
        kind: 'member-sign-in',
        locale,
        studio,
        signInUrl: 'https://ruangteduh.example/my-bookings/sign-in/abc',
      });
      expect(subject).toBe(EMAIL_CATALOGS[locale].memberSignIn.subject({ studio: 'Ruang Teduh' }));
      expect(text).toContain('https://ruangteduh.example/my-bookings/sign-in/abc');
      expect(text).toContain(EMAIL_CATALOGS[locale].memberSignIn.hint);
    }
  });

  it('says until when a booking can be cancelled online, on the class’s clock, or that it is too late', async () => {
    for (const message of everyKind('en').filter((m) => 'manageUrl' in m)) {
      const { text } = await renderEmail(message);
      expect(text, message.kind).toContain(
        'Free cancellation online until Tuesday, May 6, 2031 at 7:00 AM (Western Indonesia Time).',
      );
    }
    const until = new Date('2031-05-06T00:00:00Z');
    const late = await renderEmail({
      kind: 'booking-confirmed',
      ...bookingIn('id'),
      cancellation: { until, open: false },
    });
    expect(late.text).toContain(
      'Pembatalan daring ditutup pada Selasa, 06 Mei 2031 pukul 07.00 (Waktu Indonesia Barat): untuk mengubah atau membatalkan pemesanan ini, silakan hubungi studio.',
    );
    const french = await renderEmail({ ...everyKind('fr')[0]!, cancellation: { until, open: true } } as EmailMessage);
    expect(french.text).toContain(
      'Annulation gratuite en ligne jusqu’au mardi 6 mai 2031 à 07:00 (heure de l’Ouest indonésien).',
    );
  });

  it('says everything about the session in the reader’s language and the class’s zone', async () => {
    const { subject, text } = await renderEmail({ kind: 'booking-confirmed', ...bookingIn('id') });
    expect(subject).toBe('Pemesanan terkonfirmasi: Evening breathwork');
    for (const expected of [
      'Halo, Ayu,',
      'Selasa, 06 Mei 2031',
      '19.00–20.30 · Waktu Indonesia Barat (Asia/Jakarta)',
      '1 jam, 30 menit',
      'Studio Menteng, Jl. Cikini Raya 5',
      'https://www.google.com/maps/search/?api=1&query=Studio%20Menteng%2C%20Jl.%20Cikini%20Raya%205',
      'Dewi Lestari dan Raka Pratama',
      '2 tempat',
      'Rp\u00a0200.000 per orang',
      'tunai, kartu debit, atau QRIS',
      `Lihat atau batalkan pemesanan ${MANAGE}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes staff notifications in English with the person’s words as they wrote them', async () => {
    const { subject, html, text } = await renderEmail({
      kind: 'staff-notification',
      studio,
      subject: 'Contact form: general',
      heading: 'A message from the contact form',
      facts: [{ label: 'Name', value: '<b>Ayu</b>' }],
      message: 'Line one\nLine two',
    });
    expect(subject).toBe('Contact form: general');
    expect(html).toMatch(/<html [^>]*lang="en"/);
    expect(html).toContain('&lt;b&gt;Ayu&lt;/b&gt;');
    expect(text).toContain('Line one\nLine two');
  });

  it.each([...LOCALES])('greets a %s subscriber by the name they gave, and anyone else without one', async (locale) => {
    const confirm = (name: string | null) =>
      renderEmail({ kind: 'newsletter-confirm', locale, studio, confirmUrl: 'https://x.example/c', name });
    const m = EMAIL_CATALOGS[locale].common;
    expect((await confirm('Sari')).text).toContain(m.greeting({ name: 'Sari' }));
    expect((await confirm(null)).text).toContain(m.greetingGeneric);
    expect((await confirm(null)).text).not.toContain('Sari');
  });

  it('greets Indonesian readers as Indonesians write it', async () => {
    expect(EMAIL_CATALOGS.id.common.greeting({ name: 'Sari' })).toBe('Halo, Sari,');
  });

  it('falls back to English for a language it has no catalog for', () => {
    expect(emailLocale('sv')).toBe('en');
    expect(emailLocale(null)).toBe('en');
    expect(emailLocale('zh-CN')).toBe('zh-CN');
  });
});

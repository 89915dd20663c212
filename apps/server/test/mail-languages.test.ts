import { deliverDueMail } from '@app/api/server';
import type { Locale } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../src/mailer';
import { classRegistrationResultSchema, resultEnvelope } from '@app/contract';
import { addClass, addSession, post } from './booking-fixtures';
import { useStaffTestApp } from './helpers';
import { leafParts, partText } from './mime';
import { startTestSmtp, type TestSmtp } from './test-smtp';
import { firstPublished, rowWhere } from './db-rows';

const FROM = 'Ruang Teduh <hello@ruangteduh.example>';
const STAFF = 'hello@ruangteduh.example';
const ZONE = 'Asia/Jakarta';

/** A class's title and place in every language, as staff would write them. */
const TITLES: Record<Locale, string> = {
  en: 'Evening breathwork',
  es: 'Respiración al atardecer',
  fr: 'Respiration du soir',
  'pt-BR': 'Respiração ao entardecer',
  'zh-CN': '傍晚呼吸练习',
  id: 'Latihan napas sore',
};
const PLACES: Record<Locale, string> = {
  en: 'Studio Kemang, 2nd floor',
  es: 'Estudio Kemang, 2.º piso',
  fr: 'Studio Kemang, 2e étage',
  'pt-BR': 'Estúdio Kemang, 2º andar',
  'zh-CN': 'Kemang 工作室二楼',
  id: 'Studio Kemang, lantai 2',
};
const MEETING = 'https://meet.example/mail-breathwork';

/** What a test reads of a delivered email: its subject, both parts and its declared language. */
interface Delivered {
  subject: string;
  type: string;
  text: string;
  html: string;
  /** The attached `.ics`, if any. */
  calendar: string | null;
  /** Every header as received, names lower-cased. */
  headers: Record<string, string | undefined>;
}

describe.each(testDatabaseTargets())('every email in the reader’s language, over SMTP, on $kind', (target) => {
  const t = useStaffTestApp(target, 'mail-languages-editor@ruangteduh.example');
  let smtp: TestSmtp;
  let classId: number;
  let facilitator: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    classId = await addClass(t.db, 'mail-breathwork', { format: 'hybrid', onlineUrl: MEETING, capacity: 4 });
    const row = await rowWhere(t.db, 'classes', { id: classId });
    await t.db.db
      .updateTable('classes')
      .set({
        title: JSON.stringify(TITLES),
        extend_info: JSON.stringify({ ...row.extend_info, location: PLACES, price: 150_000, currency: 'IDR' }),
      })
      .where('id', '=', classId)
      .execute();
    const counselor = await firstPublished(t.db, 'counselors');
    facilitator = counselor.name;
    await t.db.db
      .insertInto('class_counselors')
      .values({ class_id: classId, counselor_id: counselor.id, sort_order: 0 })
      .execute();
  });
  afterAll(() => smtp?.close());

  /** Sends what the outbox holds through SMTP, then answers the newest email the address received. */
  async function delivered(address: string): Promise<Delivered> {
    const transport = createMailTransport({ kind: 'smtp', url: smtp.url }, t.app.log);
    await deliverDueMail(t.db.db, transport, FROM, new Date(Date.now() + 60_000), 500);
    const mail = smtp.mailTo(address).at(-1);
    if (!mail) throw new Error(`No email reached ${address}`);
    const text = partText(mail.message, 'text/plain');
    const html = partText(mail.message, 'text/html');
    expect(text, 'a text/plain part').toBeTruthy();
    expect(html, 'a text/html part').toBeTruthy();
    return {
      subject: mail.message.headers.subject ?? '',
      type: mail.message.type,
      calendar:
        leafParts(mail.message)
          .find((part) => part.type === 'text/calendar')
          ?.content.toString('utf8') ?? null,
      text: text!,
      html: html!,
      headers: mail.message.headers,
    };
  }

  /** Both parts hold the same thing (the HTML part escapes `&` in links). */
  function expectInBoth(mail: Delivered, value: string) {
    expect(mail.text).toContain(value);
    expect(mail.html).toContain(value.replaceAll('&', '&amp;'));
  }

  /** Books `mail-breathwork` from a browser in `lang`; answers the booking. */
  async function bookIn(
    lang: string,
    sessionId: number,
    person: { name: string; email: string; seats?: number; attendanceMode?: 'in-person' | 'online' },
  ) {
    const res = await post(
      t.app,
      '/api/app/class-registration',
      { slug: 'mail-breathwork', sessionId, phone: '+62 811 222 333', seats: 1, consent: true, ...person },
      { 'accept-language': lang },
    );
    expect(res.statusCode, res.body).toBe(200);
    return resultEnvelope(classRegistrationResultSchema).parse(res.json()).result;
  }

  const manageLinkIn = (mail: Delivered) => /http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{54}/.exec(mail.text)?.[0];

  const startOf = async (sessionId: number) => (await rowWhere(t.db, 'class_sessions', { id: sessionId })).starts_at;

  const fullDate = (tag: string, at: Date) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: ZONE }).format(at);
  const price = (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(150_000);

  it('confirms a Chinese booking in Chinese, with everything the person needs, in two parts', async () => {
    const sessionId = await addSession(t.db, classId, 72);
    await bookIn('zh-CN', sessionId, { email: 'zh@example.com', name: '王芳', seats: 2, attendanceMode: 'in-person' });
    const mail = await delivered('zh@example.com');
    // The text and HTML parts, and the session's calendar file beside them.
    expect(mail.type).toBe('multipart/mixed');
    expect(mail.calendar).toContain('BEGIN:VEVENT');
    expect(mail.subject).toBe(`预约成功：${TITLES['zh-CN']}`);
    expect(mail.html).toMatch(/<html [^>]*lang="zh-CN"/);
    expectInBoth(mail, '王芳，您好：');
    expectInBoth(mail, `您预约的“${TITLES['zh-CN']}”2 个名额已确认。`);
    expectInBoth(mail, fullDate('zh-CN', await startOf(sessionId)));
    expectInBoth(mail, '(Asia/Jakarta)');
    expectInBoth(mail, '1小时');
    expectInBoth(mail, PLACES['zh-CN']);
    expectInBoth(mail, `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PLACES['zh-CN'])}`);
    // In person at a hybrid class: the place and how to pay there, not the meeting link.
    expectInBoth(mail, '线下，到工作室参加');
    expect(mail.text).not.toContain(MEETING);
    expect(mail.html).not.toContain(MEETING);
    expectInBoth(mail, facilitator);
    expectInBoth(mail, `每人 ${price('zh-CN')}`);
    expectInBoth(mail, '上课当天开课前在工作室付款');
    expect(manageLinkIn(mail)).toBeDefined();
    expectInBoth(mail, manageLinkIn(mail)!);
    // Until when it can be cancelled online, on the class's clock (72 hours ahead, 12 before the start).
    expectInBoth(mail, '之前可在线免费取消。');
    expectInBoth(mail, 'http://localhost:3000/class/mail-breathwork');
    // The studio's address and contact links, from the site settings and configuration.
    expectInBoth(mail, 'Jl. Kemang Raya No. 18');
    expectInBoth(mail, 'hello@ruangteduh.example');
    expect(mail.html).toContain('href="mailto:hello@ruangteduh.example"');
    expectInBoth(mail, 'https://wa.me/6281234567890');
    expect(mail.text).not.toMatch(/You are booked|Dear|seat/);

    // The studio hears of it in English.
    const staff = await delivered(STAFF);
    expect(staff.subject).toMatch(new RegExp(`^New booking \\(confirmed\\): ${TITLES.en}, `));
    expectInBoth(staff, 'zh@example.com');
  });

  it('writes Indonesian dates and Rupiah amounts with the id-ID locale', async () => {
    const sessionId = await addSession(t.db, classId, 96);
    await bookIn('id-ID,id;q=0.9', sessionId, { name: 'Budi', email: 'id@example.com' });
    const mail = await delivered('id@example.com');
    expect(mail.subject).toBe(`Pemesanan terkonfirmasi: ${TITLES.id}`);
    expectInBoth(mail, 'Halo, Budi,');
    expectInBoth(mail, fullDate('id-ID', await startOf(sessionId)));
    expectInBoth(mail, `${price('id-ID')} per orang`);
    expect(price('id-ID')).toMatch(/^Rp\s150\.000$/);
    expectInBoth(mail, 'Lihat atau batalkan pemesanan');
    expect(manageLinkIn(mail)).toBeDefined();
  });

  it('waitlists in French without the meeting link, promotes in French when a Portuguese booking is cancelled, and answers a repeat in Portuguese', async () => {
    const sessionId = await addSession(t.db, classId, 120, { capacity: 1 });
    expect((await bookIn('pt-BR', sessionId, { name: 'Ana', email: 'pt@example.com' })).status).toBe('confirmed');
    expect(
      (await bookIn('fr', sessionId, { name: 'Claire', email: 'fr@example.com', attendanceMode: 'online' })).status,
    ).toBe('waitlisted');

    const waiting = await delivered('fr@example.com');
    expect(waiting.subject).toBe(`Vous êtes sur liste d’attente\u00a0: ${TITLES.fr}`);
    expectInBoth(waiting, 'Bonjour Claire,');
    expectInBoth(waiting, 'Le lien de la séance vous parviendra avec votre confirmation.');
    expect(waiting.text).not.toContain(MEETING);
    expect(waiting.html).not.toContain(MEETING);

    // The same address books again, from an English browser: the answer is in the booking's language.
    await bookIn('en', sessionId, { name: 'Ana', email: 'pt@example.com' });
    const again = await delivered('pt@example.com');
    expect(again.subject).toBe(`Sua reserva: ${TITLES['pt-BR']}`);
    expectInBoth(again, 'Nada foi reservado duas vezes.');
    const link = manageLinkIn(again)!;

    const cancel = await t.app.inject({ method: 'POST', url: `/api/app/booking/${link.split('/booking/')[1]}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await delivered('pt@example.com');
    expect(cancelled.subject).toBe(`Reserva cancelada: ${TITLES['pt-BR']}`);
    expectInBoth(cancelled, `Sua reserva de 1 vaga em “${TITLES['pt-BR']}” foi cancelada.`);
    expect(manageLinkIn(cancelled)).toBeUndefined();
    expect((await delivered(STAFF)).subject).toMatch(new RegExp(`^Booking cancelled: ${TITLES.en}, `));

    const promoted = await delivered('fr@example.com');
    expect(promoted.subject).toBe(`Une place s’est libérée\u00a0: votre réservation pour ${TITLES.fr} est confirmée`);
    expectInBoth(promoted, fullDate('fr', await startOf(sessionId)));
    expectInBoth(promoted, MEETING);
    expectInBoth(promoted, `${price('fr')} par personne`);
    expect(manageLinkIn(promoted)).toBeDefined();
  });

  it('tells a Spanish booking that the studio cancelled its session, in Spanish', async () => {
    const sessionId = await addSession(t.db, classId, 144);
    await bookIn('es', sessionId, { name: 'Lucía', email: 'es@example.com', seats: 3 });
    expect((await delivered('es@example.com')).subject).toBe(`Reserva confirmada: ${TITLES.es}`);
    const res = await t.client.mutate('admin.sessions.cancel', { sessionId }, t.admin);
    expect(res.status, res.body).toBe(200);
    const mail = await delivered('es@example.com');
    expect(mail.subject).toBe(`Sesión cancelada: ${TITLES.es}`);
    expectInBoth(mail, 'Hola, Lucía:');
    expectInBoth(mail, '3 plazas');
    expectInBoth(mail, 'te lo devolvemos en un plazo de 7 días hábiles');
    expectInBoth(mail, 'http://localhost:3000/class/mail-breathwork');
    expect(mail.text).not.toContain(MEETING);
  });

  it('asks a Chinese subscriber in Chinese to confirm, with one-click unsubscribe headers', async () => {
    await post(
      t.app,
      '/api/app/newsletter',
      { email: 'letter.zh@example.com', consent: true },
      { 'accept-language': 'zh-CN' },
    );
    const mail = await delivered('letter.zh@example.com');
    expect(mail.subject).toBe('请确认订阅 Ruang Teduh 通讯');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\/[A-Za-z0-9_-]{40,}/);
    expectInBoth(mail, '确认订阅');
    const row = await rowWhere(t.db, 'newsletter_subscribers', { email: 'letter.zh@example.com' });
    expect(mail.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/app/newsletter/unsubscribe/${row.unsubscribe_token}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('greets an Indonesian subscriber by the name they gave', async () => {
    await post(
      t.app,
      '/api/app/newsletter',
      { email: 'sari@example.com', name: 'Sari', consent: true },
      { 'accept-language': 'id' },
    );
    const mail = await delivered('sari@example.com');
    expectInBoth(mail, 'Halo, Sari,');
  });

  it('acknowledges an Indonesian message in Indonesian, without repeating what the sender typed', async () => {
    await post(
      t.app,
      '/api/app/contact',
      {
        name: 'Visit cheap-pills.example now',
        email: 'kontak@example.com',
        message: 'Halo, apakah ada kelas pagi?',
        consent: true,
      },
      { 'accept-language': 'id' },
    );
    const mail = await delivered('kontak@example.com');
    expect(mail.subject).toBe('Pesan Anda sudah kami terima');
    expectInBoth(mail, 'Biasanya kami membalas dalam dua hari kerja.');
    expect(mail.text).not.toContain('cheap-pills');
    expect(mail.html).not.toContain('cheap-pills');
    const staff = await delivered(STAFF);
    expect(staff.subject).toBe('Contact form: general');
    expectInBoth(staff, 'Halo, apakah ada kelas pagi?');
  });

  it('answers private-session requests in the language they were asked in', async () => {
    await addClass(t.db, 'private-breath', { classType: 'PRIVATE_SESSION', capacity: 1 });
    const ask = (email: string, lang: string) =>
      post(
        t.app,
        '/api/app/private-session-request',
        {
          slug: 'private-breath',
          name: 'João',
          email,
          phone: '+62 811',
          preferredTimes: 'Manhãs\nantes das 10h',
          preferredDates: ['2031-05-06'],
          consent: true,
        },
        { 'accept-language': lang },
      );
    expect((await ask('pedido@example.com', 'pt-BR')).statusCode).toBe(200);
    const received = await delivered('pedido@example.com');
    expect(received.subject).toBe('Recebemos seu pedido: Class private-breath');
    expectInBoth(received, 'terça-feira, 6 de maio de 2031');
    expect(received.text).toContain('Manhãs\nantes das 10h');
    expect((await delivered(STAFF)).subject).toBe('Private session request: Class private-breath');

    /** Staff answer the request from `email` with `procedure`; answers the email the requester gets. */
    const answer = async (procedure: string, email: string, input: object) => {
      const { id } = await rowWhere(t.db, 'private_session_requests', { email });
      const res = await t.client.mutate(procedure, { id, ...input }, t.admin);
      expect(res.status, res.body).toBe(200);
      return delivered(email);
    };
    const proposal = await answer('admin.privateRequests.propose', 'pedido@example.com', {
      startsAt: '2031-05-06T08:00',
      message: 'Sala 2, no andar de cima.',
    });
    expect(proposal.subject).toBe('Uma data para sua sessão particular: Class private-breath');
    expectInBoth(proposal, 'terça-feira, 6 de maio de 2031');
    expectInBoth(proposal, '08:00');
    expectInBoth(proposal, 'Sala 2, no andar de cima.');

    expect((await ask('solicitud@example.com', 'es')).statusCode).toBe(200);
    await delivered('solicitud@example.com');
    const mail = await answer('admin.privateRequests.decline', 'solicitud@example.com', { message: null });
    expect(mail.subject).toBe('Tu solicitud de sesión privada: Class private-breath');
    expectInBoth(mail, 'no podemos ofrecerte una en los horarios que nos indicaste');
    expectInBoth(mail, 'http://localhost:3000/session-classes');
  });

  it('falls back to English for a language the site does not speak', async () => {
    const sessionId = await addSession(t.db, classId, 168);
    await bookIn('sv-SE', sessionId, { name: 'Sven', email: 'sv@example.com' });
    const mail = await delivered('sv@example.com');
    expect(mail.subject).toBe(`You are booked: ${TITLES.en}`);
    expectInBoth(mail, 'Dear Sven,');
    expectInBoth(mail, `${price('en')} per person`);
  });
});

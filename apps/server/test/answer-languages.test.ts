import { errorResponseSchema } from '@app/contract';
import { beforeAll, expect, it } from 'vitest';
import { addClass, addSession, bookingInput, post } from './booking-fixtures';
import { describeWithTestApp } from './helpers';

/** A private-session request with a wrong email (one of our messages) and an impossible date (one of zod's). */
const badRequest = {
  slug: 'answers-private',
  name: 'Sari',
  email: 'sari-at-example',
  phone: '+62 811 222 333',
  preferredTimes: 'Pagi hari',
  preferredDates: ['2031-02-30'],
  consent: true,
};

describeWithTestApp('answers in the request’s language', (t) => {
  let sessionId: number;

  beforeAll(async () => {
    await addClass(t.db, 'answers-private', { classType: 'PRIVATE_SESSION', capacity: 1 });
    sessionId = await addSession(t.db, await addClass(t.db, 'answers-three', { capacity: 3 }), 10);
  });

  const restErrors = async (url: string, payload: unknown, lang?: string) => {
    const res = await post(t.app, url, payload, lang ? { 'accept-language': lang } : {});
    return { status: res.statusCode, body: errorResponseSchema.parse(res.json()) };
  };

  it('names each field’s problem in Indonesian over REST: our messages from the catalogues, zod’s from its own', async () => {
    const { status, body } = await restErrors('/api/app/private-session-request', badRequest, 'id-ID,id;q=0.9');
    expect(status).toBe(422);
    expect(body.message).toBe('Ada beberapa masalah pada isian Anda.');
    expect(body.errors).toEqual({
      email: ['Alamat email tidak valid'],
      'preferredDates.0': ['Tanggal format ISO tidak valid'],
    });
  });

  it('answers English as before without Accept-Language, and for a language the site does not speak', async () => {
    for (const lang of [undefined, 'de-DE']) {
      const { status, body } = await restErrors('/api/app/private-session-request', badRequest, lang);
      expect(status).toBe(422);
      expect(body).toEqual({
        message: 'There were some problems with your input.',
        errors: { email: ['Invalid email address'], 'preferredDates.0': ['Invalid ISO date'] },
      });
    }
  });

  it('answers every language it speaks from its catalogue', async () => {
    const answers = await Promise.all(
      ['es', 'fr', 'pt-BR', 'zh-CN'].map(
        async (lang) =>
          (await restErrors('/api/app/newsletter', { email: '', consent: true }, lang)).body.errors?.email,
      ),
    );
    expect(answers).toEqual([
      ['El correo electrónico es obligatorio.'],
      ['L’adresse e-mail est obligatoire.'],
      ['O e-mail é obrigatório.'],
      ['请填写邮箱地址。'],
    ]);
  });

  it('answers tRPC clients in their language too, in tRPC’s own envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/registration.privateSessionRequest',
      headers: { 'accept-language': 'id', 'content-type': 'application/json' },
      payload: { json: badRequest },
    });
    expect(res.statusCode).toBe(422);
    const error = res.json().error.json;
    expect(error.message).toBe('Ada beberapa masalah pada isian Anda.');
    expect(error.data.fieldErrors).toEqual({
      email: ['Alamat email tidak valid'],
      'preferredDates.0': ['Tanggal format ISO tidak valid'],
    });
  });

  it('says what the services refuse in the visitor’s language: places left, an unknown class', async () => {
    const tooMany = await restErrors(
      '/api/app/class-registration',
      bookingInput('answers-three', sessionId, { seats: 5 }),
      'id',
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.seats).toEqual(['Hanya tersisa 3 tempat: pilih paling banyak 3 tempat.']);
    const english = await restErrors(
      '/api/app/class-registration',
      bookingInput('answers-three', sessionId, { seats: 5 }),
    );
    expect(english.body.errors?.seats).toEqual(['Only 3 places are left: choose 3 seats or fewer.']);

    const unknown = await post(t.app, '/api/app/class-detail', { slug: 'no-such-class' }, { 'accept-language': 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Cours introuvable.' });
  });

  it('asks for a missing body in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/contact',
      headers: { 'accept-language': 'pt-BR', 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'O corpo da requisição é obrigatório.', errors: {} });
  });
});

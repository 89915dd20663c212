import { errorResponseSchema } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, addSession, bookingInput, post } from './booking-fixtures';
import { useStaffTestApp } from './helpers';
import { rowsWhere } from './db-rows';

/** RIGHT-TO-LEFT OVERRIDE: "Ayu <RLO>fdp.exe" reads "Ayu exe.pdf" wherever it is shown. */
const RLO = '\u202E';
/** The other invisible direction controls: embeddings, pops, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const REFUSED = /^Remove the invisible direction control/;

describe.each(testDatabaseTargets())('invisible direction controls on $kind', (target) => {
  const t = useStaffTestApp(target, 'bidi-editor@ruangteduh.example');
  let sessionId: number;
  beforeAll(async () => {
    const classId = await addClass(t.db, 'bidi-class', { capacity: 50 });
    sessionId = await addSession(t.db, classId, 72);
  });

  it('refuses a booking whose name carries one (422 on `name`), each control alike, and stores nothing', async () => {
    for (const control of CONTROLS) {
      const res = await post(
        t.app,
        '/api/app/class-registration',
        bookingInput('bidi-class', sessionId, { name: `Ayu ${control}fdp.exe`, email: 'bidi@example.com' }),
      );
      expect(res.statusCode, JSON.stringify(control)).toBe(422);
      const body = errorResponseSchema.parse(res.json());
      expect(Object.keys(body.errors ?? {})).toEqual(['name']);
      expect(body.errors?.name?.[0]).toMatch(REFUSED);
    }
    const stored = await rowsWhere(t.db, 'class_registrations', { email: 'bidi@example.com' });
    expect(stored).toEqual([]);
  });

  it('accepts the marks that only say a direction (U+200E, U+200F) and text in any script', async () => {
    const res = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('bidi-class', sessionId, {
        name: 'Ayu\u200E Lestari \u05E9\u05DC\u05D5\u05DD',
        email: 'lrm@example.com',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a newsletter subject and an image caption that carry one, on the field', async () => {
    const issue = await t.client.mutate(
      'admin.newsletter.create',
      { subject: { en: `Weekly ${RLO}txt.exe` }, body: { en: '<p>Hello</p>' } },
      t.editor,
    );
    expect(issue.status).toBe(422);
    expect(Object.keys(issue.error?.fieldErrors ?? {})).toEqual(['subject.en']);
    expect(issue.error?.fieldErrors?.['subject.en']?.[0]).toMatch(REFUSED);

    const image = await t.db.db.selectFrom('images').select('id').orderBy('id').executeTakeFirstOrThrow();
    const caption = await t.client.mutate(
      'admin.image.update',
      {
        id: image.id,
        alt: { en: 'A quiet room' },
        caption: { en: 'Studio', fr: `Salle \u2067B\u2069` },
        decorative: false,
      },
      t.editor,
    );
    expect(caption.status).toBe(422);
    expect(Object.keys(caption.error?.fieldErrors ?? {})).toEqual(['caption.fr']);
  });

  it('strips them from rich text, which the sanitiser cleans, instead of refusing it', async () => {
    const created = await t.client.mutate(
      'admin.faq.create',
      { scope: 'general', question: { en: 'Where is it?' }, answer: { en: `<p>Kemang ${RLO}B&#x202E;A</p>` } },
      t.editor,
    );
    expect(created.status, created.body).toBe(200);
    expect(created.data.data.answer.en).toBe('<p>Kemang BA</p>');
  });

  it('lets a password through: nobody reads it, and refusing it could lock someone out', async () => {
    const res = await post(t.app, '/api/login', { email: 'bidi-editor@ruangteduh.example', password: `x${RLO}y` });
    expect(res.statusCode).toBe(401);
  });
});

import type { PrivateRequest, Roster } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, mailsTo, post } from './booking-fixtures';
import { useStaffTestApp } from './helpers';
import { auditTrail, rowWhere } from './db-rows';

const EDITOR = 'requests-editor@ruangteduh.example';

describe.each(testDatabaseTargets())('private-session requests in the back office on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  beforeAll(async () => {
    await addClass(t.db, 'one-on-one', { classType: 'PRIVATE_SESSION', capacity: 1 });
  });

  /** A request as a visitor sends it; answers its id. */
  async function ask(email: string, locale = 'en'): Promise<number> {
    const res = await post(
      t.app,
      '/api/app/private-session-request',
      {
        slug: 'one-on-one',
        name: 'Rina Wijaya',
        email,
        phone: '+62 811 222 333',
        preferredTimes: 'Weekday mornings',
        preferredDates: ['2031-05-06'],
        consent: true,
      },
      { 'accept-language': locale },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowWhere(t.db, 'private_session_requests', { email });
    return row.id;
  }

  it('lists requests with their status for admins only', async () => {
    const id = await ask('listed.request@example.com');
    const res = await t.client.query<{ rows: PrivateRequest[]; total: number }>(
      'admin.privateRequests.list',
      { status: 'new' },
      t.admin,
    );
    expect(res.status, res.body).toBe(200);
    expect(res.cacheControl).toBe('no-store');
    expect(res.data.rows.find((row) => row.id === id)).toMatchObject({
      status: 'new',
      class: { slug: 'one-on-one' },
      timeZone: 'Asia/Jakarta',
      name: 'Rina Wijaya',
      email: 'listed.request@example.com',
      preferredTimes: 'Weekday mornings',
      preferredDates: ['2031-05-06'],
      proposedStartsAt: null,
      sessionId: null,
    });
    const refused = await t.client.query('admin.privateRequests.list', {}, t.editor);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('listed.request@example.com');
    expect((await t.client.mutate('admin.privateRequests.decline', { id }, t.editor)).status).toBe(403);
  });

  it('proposes a time (emailed), then confirms it: a private session and a confirmed booking with a manage link', async () => {
    const id = await ask('confirm.request@example.com', 'fr');
    const proposed = await t.client.mutate<PrivateRequest>(
      'admin.privateRequests.propose',
      { id, startsAt: '2031-05-06T08:00', message: 'Room 2, upstairs.' },
      t.admin,
    );
    expect(proposed.status, proposed.body).toBe(200);
    expect(proposed.data).toMatchObject({ status: 'proposed', proposedStartsAt: '2031-05-06T08:00:00+07:00' });
    const proposal = (await mailsTo(t.db, 'confirm.request@example.com')).at(-1);
    // In the language the person asked in.
    expect(proposal?.subject).toBe('Une date pour votre séance privée\u00a0: Cours one-on-one');
    expect(proposal?.body_text).toContain('Room 2, upstairs.');
    expect(proposal?.body_text).toContain('2031');

    const confirmed = await t.client.mutate<PrivateRequest>('admin.privateRequests.confirm', { id }, t.admin);
    expect(confirmed.status, confirmed.body).toBe(200);
    expect(confirmed.data.status).toBe('confirmed');
    const sessionId = confirmed.data.sessionId!;
    const session = await rowWhere(t.db, 'class_sessions', { id: sessionId });
    expect(session).toMatchObject({ kind: 'private', capacity: 1, status: 'scheduled' });
    expect(session.starts_at.toISOString()).toBe('2031-05-06T01:00:00.000Z');
    // As long as the class's sessions last (18:00–19:00 in the fixture).
    expect(session.ends_at.getTime() - session.starts_at.getTime()).toBe(3_600_000);
    const roster = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, t.admin);
    expect(roster.data.confirmed).toEqual([
      expect.objectContaining({
        name: 'Rina Wijaya',
        email: 'confirm.request@example.com',
        seats: 1,
        source: 'private-request',
      }),
    ]);
    const stored = await rowWhere(t.db, 'class_registrations', { session_id: sessionId });
    expect(stored.locale).toBe('fr');
    const mail = (await mailsTo(t.db, 'confirm.request@example.com')).at(-1);
    expect(mail?.subject).toBe('Réservation confirmée\u00a0: Cours one-on-one');
    const token = /\/booking\/([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1];
    expect(token).toBeDefined();
    const booking = await t.app.inject({ method: 'GET', url: `/api/app/booking/${token}` });
    expect(booking.statusCode).toBe(200);
    expect(booking.json().result).toMatchObject({ status: 'confirmed', session: { id: sessionId } });
    // A private session is nobody else's: it is not among the class's public dates.
    const publicDates = await t.app.inject({ method: 'GET', url: '/api/app/class/one-on-one/sessions' });
    expect(JSON.stringify(publicDates.json())).not.toContain(`"id":${sessionId}`);

    const audit = await auditTrail(t.db, 'private session request', id);
    expect(audit.map((a) => a.action)).toEqual(['propose', 'confirm']);
    const twice = await t.client.mutate('admin.privateRequests.confirm', { id }, t.admin);
    expect(twice.status).toBe(409);
    expect((await t.client.mutate('admin.privateRequests.decline', { id }, t.admin)).status).toBe(409);
  });

  it('confirms at a time given without a proposal, refusing a taken or past time', async () => {
    const id = await ask('direct.request@example.com');
    const noTime = await t.client.mutate('admin.privateRequests.confirm', { id }, t.admin);
    expect(noTime.status).toBe(422);
    expect(noTime.error?.fieldErrors).toEqual({ startsAt: ['Propose a time first, or give one.'] });
    const past = await t.client.mutate('admin.privateRequests.propose', { id, startsAt: '2020-01-01T09:00' }, t.admin);
    expect(past.status).toBe(422);
    expect(past.error?.fieldErrors).toEqual({ startsAt: ['This time has passed: choose a later one.'] });
    // 08:00 on 6 May 2031 is the session confirmed above.
    const taken = await t.client.mutate('admin.privateRequests.confirm', { id, startsAt: '2031-05-06T08:00' }, t.admin);
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.error?.fieldErrors ?? {})).toEqual(['startsAt']);
    const ok = await t.client.mutate<PrivateRequest>(
      'admin.privateRequests.confirm',
      { id, startsAt: '2031-05-07T10:00' },
      t.admin,
    );
    expect(ok.status, ok.body).toBe(200);
    expect(ok.data).toMatchObject({ status: 'confirmed', proposedStartsAt: '2031-05-07T10:00:00+07:00' });
  });

  it('declines a request and tells the person', async () => {
    const id = await ask('declined.request@example.com');
    const res = await t.client.mutate<PrivateRequest>(
      'admin.privateRequests.decline',
      { id, message: 'Our facilitator is away that month.' },
      t.admin,
    );
    expect(res.status, res.body).toBe(200);
    expect(res.data.status).toBe('declined');
    const mail = (await mailsTo(t.db, 'declined.request@example.com')).at(-1);
    expect(mail?.subject).toBe('Your private session request: Class one-on-one');
    expect(mail?.body_text).toContain('Our facilitator is away that month.');
    expect(
      (await t.client.mutate('admin.privateRequests.propose', { id, startsAt: '2031-06-01T09:00' }, t.admin)).status,
    ).toBe(409);
    expect((await t.client.mutate('admin.privateRequests.decline', { id: 999_999 }, t.admin)).status).toBe(404);
  });
});

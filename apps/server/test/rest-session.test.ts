import { DEMO_ADMIN } from '@app/db';
import { errorResponseSchema, userSchema } from '@app/contract';
import { expect, it } from 'vitest';
import { describeWithTestApp, tokenFor } from './helpers';
import { rowWhere } from './db-rows';

describeWithTestApp('staff session REST paths', (t) => {
  it('GET /api/user answers 401 JSON without a token, with a forged token and with an expired session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(errorResponseSchema.parse(none.json()).message).toBeTruthy();

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer Fe26.2**forged' },
    });
    expect(forged.statusCode).toBe(401);

    const { token } = await tokenFor(t.db, DEMO_ADMIN.email, -1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('GET /api/user answers the user object itself for a live session', async () => {
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: 'admin' });
    expect(res.json()).not.toHaveProperty('password_hash');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('POST /api/logout revokes the session so the same token stops working', async () => {
    const { token, sid } = await tokenFor(t.db, DEMO_ADMIN.email);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    const row = await rowWhere(t.db, 'sessions', { id: sid });
    expect(row.revoked_at).toBeInstanceOf(Date);
    // Logging out again, or without a token, is not an error.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });

  it('POST /api/oauth/{provider} answers 404 for a provider that is not configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/google' });
    expect(res.statusCode).toBe(404);
    // The path segment is the caller's text: the answer does not repeat it.
    expect(errorResponseSchema.parse(res.json()).message).toBe('Unknown sign-in provider.');
  });
});

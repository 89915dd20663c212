import { mailOf } from '@app/api/server';
import { renderEmail } from '@app/email';
import { describe, expect, it } from 'vitest';
import { acquireEmailRenderPool, EmailRenderPool } from '../src/email-pool';
import { describeWithTestApp } from './helpers';
import { rowWhere } from './db-rows';

const message = {
  kind: 'password-reset' as const,
  studio: {
    name: 'Ruang Teduh',
    siteUrl: 'https://ruangteduh.example',
    address: null,
    email: 'hello@ruangteduh.example',
    phone: null,
    chatUrl: null,
    instagramUrl: null,
  },
  name: 'Rani',
  resetUrl: 'https://ruangteduh.example/reset-password/abc',
};

describe('the email render pool', () => {
  it('renders in its worker threads exactly what the request thread would', async () => {
    const pool = new EmailRenderPool(1);
    try {
      await pool.warm;
      expect(pool.completed).toBe(1);
      const stored = mailOf('rani@example.com', message).message;
      expect(await pool.render([stored, stored])).toEqual([await renderEmail(message), await renderEmail(message)]);
      expect(pool.completed).toBe(2);
    } finally {
      await pool.close();
    }
  });
});

describe('the app and the pool', () => {
  it('shares one pool between the apps of a process and ends it with the last', async () => {
    const first = acquireEmailRenderPool(1);
    const second = acquireEmailRenderPool(1);
    expect(second.pool).toBe(first.pool);
    await first.release();
    await first.release();
    const stored = mailOf('rani@example.com', message).message;
    expect((await second.pool.render([stored]))[0]?.subject).toBe((await renderEmail(message)).subject);
    await second.release();
    expect(second.pool.threads).toBe(0);
    const third = acquireEmailRenderPool(1);
    expect(third.pool).not.toBe(first.pool);
    await third.release();
  });
});

describeWithTestApp('a submission’s emails', (t) => {
  it('are rendered in the pool’s threads, and stored rendered before the answer', async () => {
    const pool = t.app.emailRenderPool;
    expect(pool).not.toBeNull();
    await pool!.warm;
    const before = pool!.completed;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/contact',
      payload: { name: 'Rina', email: 'rina-pool@example.com', message: 'Halo' },
    });
    expect(res.statusCode).toBe(200);
    // The sender's confirmation and the studio's notification, handed over as one task.
    expect(pool!.completed - before).toBe(1);
    const mail = await rowWhere(t.db, 'email_outbox', { to_address: 'rina-pool@example.com' });
    expect(mail.body_html).toContain('<html');
    expect(mail.body_text).toContain('Thank you');
    // Both rendered by that one task: nothing is left for the mailer to render.
    const unrendered = await t.db.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('message', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(unrendered.n)).toBe(0);
  });
});

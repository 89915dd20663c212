import { connect } from 'node:net';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useCleanups } from './helpers';
import { processDatabase, type ServerProcess, startServerProcess } from './server-process';

/** A raw HTTP/1.1 request whose body arrives in two parts, so it is in flight for as long as we like. */
function slowRequest(url: string, path: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    response += chunk;
  });
  const done = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(response));
    socket.on('close', () => resolve(response));
    socket.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    start: async () => {
      await opened;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
    },
    finish: () => socket.write(body.slice(half)),
    response: done,
  };
}

describe.each(testDatabaseTargets())('graceful shutdown on SIGTERM ($kind)', (target) => {
  const cleanups = useCleanups();

  it('stops accepting, finishes the request in flight, stores it, closes the database and exits 0', async () => {
    const database = await processDatabase(target);
    cleanups.push(database.remove);
    const server: ServerProcess = await startServerProcess(database.env);
    cleanups.push(() => void server.stop('SIGKILL'));
    const email = `drain-${Date.now()}@example.com`;
    const request = slowRequest(server.url, '/api/app/newsletter', JSON.stringify({ email, consent: true }));
    await request.start();
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill('SIGTERM');
    // The listener closes at once: a new visitor is turned away...
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      refused = await fetch(`${server.url}/healthz`).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // ...while the request already in flight completes normally.
    request.finish();
    const raw = await request.response;
    expect(raw).toMatch(/^HTTP\/1\.1 20[01] /);
    expect(raw).toContain('"result"');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('then finishing in-flight requests');

    // The database was closed cleanly (PGlite's directory opens again) and holds the signup.
    const db = await database.open();
    try {
      const row = await db.db
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row?.email).toBe(email);
    } finally {
      await db.close();
    }
  }, 120_000);
});

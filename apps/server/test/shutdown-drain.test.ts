import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process';

describe('a node told to stop (SIGTERM)', () => {
  it('first answers /readyz with 503 while still serving, then stops accepting and exits cleanly', async () => {
    const server = await startServerProcess({
      PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'drain-')), 'pglite'),
      SHUTDOWN_DRAIN_MS: '1500',
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    // The balancer's health check sees the drain at once…
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ status: 'draining' });
    // …while requests that still arrive are answered.
    const page = await fetch(`${server.url}/api/app/counselor`);
    expect(page.status).toBe(200);

    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 120_000);
});

import { describe, expect, it } from 'vitest';

describe('zod-csp', () => {
  it('turns off zod’s `new Function` probe through the configuration zod reads, before zod is loaded', async () => {
    await import('./zod-csp');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
    const { z } = await import('zod');
    // With the probe off zod still parses: the CSP-safe path is the one that runs.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});

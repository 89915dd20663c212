import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

type Values = { name: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation on the first check only, and answers what it answers', async () => {
    const load = vi.fn(async () => valid);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Ayu' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ayu' },
      errors: {},
    });
    await resolver({ name: 'Budi' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk missing for a moment)', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'Ayu' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ayu' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

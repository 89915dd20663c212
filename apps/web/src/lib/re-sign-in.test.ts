import { describe, expect, it, vi } from 'vitest';
import { ReSignInStore } from './re-sign-in';

describe('signing in again over the page', () => {
  it('is available only while a back-office layout hosts the dialog', () => {
    const store = new ReSignInStore();
    expect(store.available).toBe(false);
    const leave = store.host();
    expect(store.available).toBe(true);
    leave();
    expect(store.available).toBe(false);
  });

  it('opens once, keeps the save offered for a retry, and tells its listeners', () => {
    const store = new ReSignInStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.open();
    const first = store.snapshot();
    store.open();
    expect(store.snapshot()).toBe(first);
    const save = vi.fn();
    store.offerRetry(save);
    store.snapshot()?.retry?.();
    expect(save).toHaveBeenCalledOnce();
    store.close();
    expect(store.snapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { assertStrongPassword, passwordWeakness } from '../src/services/passwords';

describe('password strength', () => {
  it('refuses easy passwords with the estimator’s advice', () => {
    for (const weak of ['aaaaaaaaaa', 'password123', '1234567890', 'qwertyuiop', 'ruangteduh2026']) {
      expect(passwordWeakness(weak), weak).toMatch(/^This password is too easy to guess: \S/);
    }
    expect(passwordWeakness('aaaaaaaaaa')).toContain('Repeated characters');
  });

  it('refuses a password made of the account’s own email or name', () => {
    expect(passwordWeakness('wayan.sutrisno', ['wayan.sutrisno@ruangteduh.example', 'Wayan Sutrisno'])).not.toBeNull();
  });

  it('accepts passphrases and long mixed passwords', () => {
    for (const strong of ['correct horse battery staple', 'Wayan-bakes-7-loaves', 'second-password-2']) {
      expect(passwordWeakness(strong), strong).toBeNull();
    }
  });

  it('refuses with a 422-style error on the named field', () => {
    let caught: unknown;
    try {
      assertStrongPassword('aaaaaaaaaa', 'newPassword');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('INVALID');
    expect((caught as AppError).fields?.newPassword?.[0]).toMatch(/^This password is too easy to guess:/);
    expect(() => assertStrongPassword('correct horse battery staple', 'newPassword')).not.toThrow();
  });
});

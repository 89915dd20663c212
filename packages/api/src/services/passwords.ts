import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { hash } from '@node-rs/argon2';
import { AppError, INVALID_INPUT_MESSAGE } from '../errors';

/** zxcvbn's score is 0 (guessed at once) to 4 (very unguessable); 3 means "safely unguessable" online. */
const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries take a moment to load. */
function strength() {
  estimator ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return estimator;
}

/**
 * Why a new password is too easy to guess, or null when it is strong enough. `userInputs` are words an
 * attacker would try first (the account's email and name, the studio's name).
 */
export function passwordWeakness(password: string, userInputs: readonly string[] = []): string | null {
  // Each input whole, an email's local part, its words, and its words run together.
  const inputs = [...userInputs, 'ruang teduh'].flatMap((value) => {
    const words = value.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    return [value, value.split('@')[0] ?? value, ...words, words.join('')];
  });
  const result = strength().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess: ${advice || 'Add another word or two; uncommon words are better.'}`;
}

/**
 * The one check every place that sets a password runs (CLI, password change, future reset and
 * invitation): refuses a weak one with 422 on `field`.
 */
export function assertStrongPassword(password: string, field: string, userInputs: readonly string[] = []): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw new AppError('INVALID', INVALID_INPUT_MESSAGE, { [field]: [weakness] });
}

/** Argon2id, as sign-in verifies. */
export const hashPassword = (password: string) => hash(password);

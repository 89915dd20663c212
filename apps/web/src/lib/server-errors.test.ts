import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, readServerErrors, serverErrorText } from './server-errors';

const INVALID = 'There were some problems with your input.';
const FALLBACK = 'Something went wrong. Please try again.';

/** A tRPC failure as the client receives it (the envelope of docs/api.md). */
function trpcError(message: string, httpStatus: number, fieldErrors: Record<string, string[]> | null = null) {
  return new TRPCClientError<any>(message, {
    result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus, path: 'x', fieldErrors } } },
  });
}

function form() {
  const setError = vi.fn();
  const fields = () => Object.fromEntries(setError.mock.calls.map(([name, error]) => [name, error.message]));
  return { setError, fields };
}

describe('reading a failed answer (SPEC section 5)', () => {
  it('reads a tRPC error: status, per-field messages and message', () => {
    const read = readServerErrors(trpcError(INVALID, 422, { email: ['Invalid email address'] }));
    expect(read).toEqual({ status: 422, fieldErrors: { email: ['Invalid email address'] }, message: INVALID });
  });

  it('reads a REST body the same way, as text or parsed', () => {
    const body = { message: INVALID, errors: { email: ['Invalid email address'], seats: 'Only 2 seats left.' } };
    const expected = {
      status: 422,
      fieldErrors: { email: ['Invalid email address'], seats: ['Only 2 seats left.'] },
      message: INVALID,
    };
    expect(readServerErrors(JSON.stringify(body), 422)).toEqual(expected);
    expect(readServerErrors(body, 422)).toEqual(expected);
  });

  it('takes the message field when there is no errors object', () => {
    expect(readServerErrors('{"message":"Upload a JPEG, PNG, WebP or AVIF image."}', 422).message).toBe(
      'Upload a JPEG, PNG, WebP or AVIF image.',
    );
    expect(readServerErrors(trpcError('This page does not exist.', 404))).toEqual({
      status: 404,
      fieldErrors: {},
      message: 'This page does not exist.',
    });
  });

  it('falls back to the whole body: text, HTML, or JSON without errors or message', () => {
    expect(readServerErrors('  Bad Gateway\n', 502).message).toBe('Bad Gateway');
    expect(readServerErrors('<h1>Request Entity Too Large</h1>', 413).message).toBe(
      '<h1>Request Entity Too Large</h1>',
    );
    expect(readServerErrors('{"error":"busy"}', 503).message).toBe('{"error":"busy"}');
    expect(readServerErrors({ error: 'busy' }).message).toBe('{"error":"busy"}');
  });

  it('has nothing to say for an empty body or an Error without a message', () => {
    expect(readServerErrors('', 500)).toEqual({ status: 500, fieldErrors: {}, message: null });
    expect(readServerErrors(new Error('')).message).toBeNull();
    expect(readServerErrors(undefined).message).toBeNull();
  });

  it('makes one text of the field messages (each once), else the message, else the fallback', () => {
    const twice = { errors: { file: ['Too large.'], _: ['Too large.', 'Try again.'] }, message: INVALID };
    expect(serverErrorText(readServerErrors(twice), FALLBACK)).toBe('Too large. Try again.');
    expect(serverErrorText(readServerErrors('{"message":"Gone."}'), FALLBACK)).toBe('Gone.');
    expect(serverErrorText(readServerErrors(''), FALLBACK)).toBe(FALLBACK);
  });
});

describe('applying it to a form', () => {
  it('puts messages on the fields a public form has, and the rest on the form', () => {
    const { setError, fields } = form();
    const applied = applyServerErrors(
      trpcError(INVALID, 422, { email: ['Invalid email address'], website: ['Leave this empty.'] }),
      setError,
      ['name', 'email'],
      FALLBACK,
    );
    expect(fields()).toEqual({ email: 'Invalid email address' });
    expect(applied).toEqual({ status: 422, invalid: true, message: 'Leave this empty.' });
  });

  it('maps an update’s data.* keys to the back-office form’s fields; request keys stay on the form', () => {
    const { setError, fields } = form();
    const applied = applyServerErrors(
      trpcError(INVALID, 422, { 'data.title.en': ['Required.'], 'data.slug': ['Already used.'], version: ['Stale.'] }),
      setError,
      (key) => key !== 'version',
      FALLBACK,
    );
    expect(fields()).toEqual({ 'title.en': 'Required.', slug: 'Already used.' });
    expect(applied).toEqual({ status: 422, invalid: true, message: 'Stale.' });
  });

  it('answers the message, else the body, else the fallback, when no field is named', () => {
    const { setError } = form();
    expect(applyServerErrors(trpcError('Someone else changed this item.', 409), setError, [], FALLBACK)).toEqual({
      status: 409,
      invalid: false,
      message: 'Someone else changed this item.',
    });
    expect(applyServerErrors('Service Unavailable', setError, [], FALLBACK).message).toBe('Service Unavailable');
    expect(applyServerErrors(new Error(''), setError, [], FALLBACK).message).toBe(FALLBACK);
    expect(setError).not.toHaveBeenCalled();
  });
});

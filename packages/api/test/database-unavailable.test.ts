import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { toTRPCError } from '../src/errors';

const unexpected = (cause: Error) => toTRPCError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause })).code;

describe('a database failure', () => {
  it.each([
    ['the pool waiting in vain', 'timeout exceeded when trying to connect'],
    ['a connection ended during a query', 'Connection terminated unexpectedly'],
    // A transaction's connection ended between two of its queries (PostgreSQL restarting): the next
    // query, or the rollback, is refused by node-postgres with this message and no code.
    ['a connection ended between queries', 'Client has encountered a connection error and is not queryable'],
  ])('is answered 503 for %s', (_case, message) => {
    expect(unexpected(new Error(message))).toBe('SERVICE_UNAVAILABLE');
  });

  it('is answered 503 for PostgreSQL shutting down (57P01, 57P03)', () => {
    for (const code of ['57P01', '57P03'])
      expect(unexpected(Object.assign(new Error('terminating'), { code }))).toBe('SERVICE_UNAVAILABLE');
  });

  it('stays a 500 for any other error', () => {
    expect(unexpected(new Error('Cannot read properties of undefined'))).toBe('INTERNAL_SERVER_ERROR');
  });
});

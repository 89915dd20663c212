import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseEnv, parseServerEnv, productionProblems } from '../src/env';

const good = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'f3a9c1e07b5d42869e1a0c7d3b5f8e2a6c4d9b1e0f7a3c5d',
  PUBLIC_URL: 'https://studio.example',
};
const problemsWith = (changes: Record<string, string>) =>
  productionProblems(parseEnv({ ...good, ...changes })).map((line) => line.split(':')[0]);

describe('production settings', () => {
  it('accept a made secret, an https origin and PGlite on one node', () => {
    expect(productionProblems(parseEnv(good))).toEqual([]);
  });

  it('refuse placeholder and low-variety secrets', () => {
    for (const secret of [
      'test-secret-that-is-at-least-32-characters-long',
      'please-change-me-before-going-live-ok',
      'abababababababababababababababababab',
      '01234567890123456789012345678901',
    ])
      expect(problemsWith({ SESSION_SECRET: secret }), secret).toEqual(['SESSION_SECRET']);
  });

  it('refuse an http origin unless a private network is declared', () => {
    expect(problemsWith({ PUBLIC_URL: 'http://studio.example' })).toEqual(['PUBLIC_URL']);
    expect(problemsWith({ PUBLIC_URL: 'http://10.0.0.5:3000', ALLOW_HTTP_PUBLIC_URL: 'true' })).toEqual([]);
    expect(problemsWith({ PUBLIC_URL: '' })).toEqual(['PUBLIC_URL']);
  });

  it('refuse webhooks to private addresses (development and tests only)', () => {
    expect(problemsWith({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' })).toEqual(['WEBHOOK_ALLOW_PRIVATE_URLS']);
    expect(problemsWith({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' })).toEqual([]);
    expect(productionProblems(parseEnv({ ...good, WEBHOOK_ALLOW_PRIVATE_URLS: '1' }))).toEqual([
      'WEBHOOK_ALLOW_PRIVATE_URLS: is refused in production (webhooks to private addresses are for development and tests)',
    ]);
  });

  it('refuse the embedded database under several nodes', () => {
    expect(problemsWith({ CLUSTER_NODES: '2' })).toEqual(['DATABASE_URL']);
    expect(problemsWith({ CLUSTER_NODES: '2', DATABASE_URL: 'postgres://db.internal/studio' })).toEqual([]);
  });
});

/** The variables a server start would name, all at once; [] when it starts. */
function refusedVariables(source: Record<string, string>): string[] {
  try {
    parseServerEnv(source);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return error.problems.map((line) => line.split(':')[0]!);
  }
}

describe('configuration errors', () => {
  it('name every wrong setting at once: with nothing set, production names the secret, the origin and mail together', () => {
    expect(refusedVariables({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL']);
  });

  it('name wrong values and the rules between settings in one error, each variable once', () => {
    expect(
      refusedVariables({
        NODE_ENV: 'production',
        PORT: 'eighty',
        SESSION_SECRET: 'too short',
        PUBLIC_URL: 'http://studio.example',
        MAIL_DELIVERY: 'smtp',
        CLUSTER_NODES: '3',
        OIDC_STAFF_ISSUER: 'not a url',
      }).sort(),
    ).toEqual(
      [
        'PORT',
        'SESSION_SECRET',
        'PUBLIC_URL',
        'SMTP_URL',
        'DATABASE_URL',
        'OIDC_STAFF_ISSUER',
        'OIDC_STAFF_CLIENT_ID',
        'OIDC_STAFF_CLIENT_SECRET',
      ].sort(),
    );
  });

  it('leave the command line to its own settings: it needs no secret, origin or mail', () => {
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/studio' }).NODE_ENV).toBe(
      'production',
    );
    expect(refusedVariables({ ...good, MAIL_DELIVERY: 'log' })).toEqual([]);
  });
});

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR } from '@app/db';
import type { IdentityProvider } from '@app/api';
import type { RateLimitSettings } from '@app/api/server';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  PGLITE_DIR: optionalText,
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  EAP_URL: z.url().default('https://eap.ruangteduh.example/'),
  CHAT_URL: optionalText.pipe(z.url().optional()),
  ANALYTICS_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a plain measurement id')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Ruang Teduh <hello@ruangteduh.example>'),
  MAIL_DELIVERY: optionalText.pipe(z.enum(['smtp', 'log'], { error: 'must be smtp or log' }).optional()),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  INIT_CWD: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins such as https://partner.example' }))),
  /** Failed sign-ins from one client address (any email) per 10 minutes; 0 turns the cap off. */
  RATE_LIMIT_LOGIN_IP: z.coerce.number().int().min(0).default(20),
  /** Failed sign-ins per (client address, email) before each next attempt waits 1 s, 2 s, 4 s …; 0 turns it off. */
  RATE_LIMIT_LOGIN_EMAIL: z.coerce.number().int().min(0).default(5),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(0).default(10),
  /** How often each node queues a batch of every newsletter issue being sent; 0 turns sending off on this node. */
  NEWSLETTER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often each node publishes and unpublishes scheduled content (rounds fall on multiples of it); 0 turns it off on this node. */
  CONTENT_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often each node runs the retention round (personal details of people inactive past the booking setting erased); 0 turns it off on this node. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).default(86_400_000),
  /** PUBLIC_URL may be http:// in production (a private network behind its own TLS, or none). */
  ALLOW_HTTP_PUBLIC_URL: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Webhook endpoints may be on loopback, private, link-local and metadata addresses (development and
   * tests only: refused in production, where endpoints must also be https).
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Staff signing in with a password from a browser that never signed in to their account get a 6-digit
   * code by email (accounts without a second factor). Unset: on in production, off elsewhere.
   */
  STAFF_NEW_DEVICE_CODES: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** How often each node delivers due webhooks; 0 turns delivery off on this node. */
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
  /** How many nodes serve the site behind the balancer; more than one needs PostgreSQL. */
  CLUSTER_NODES: z.coerce.number().int().min(1).max(1000).default(1),
  /** On SIGTERM, how long /readyz answers 503 while the node still serves, before it stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** Worker threads rendering emails off the event loop; 0 renders them in the request's thread. Default: cores − 1 (1–4). */
  EMAIL_RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Connections each node keeps open to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** No query runs longer than this (PostgreSQL statement_timeout); 0 leaves queries unbounded. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** The bearer token Prometheus sends to GET /metrics; unset: /metrics is unknown (404) and nothing is counted. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** A request answered after more than this logs a warning with its route and duration; 0 turns it off. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1_000),
  /** Subscribers queued per issue per round (with the interval: the sending rate). */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(100),
});

export type Env = z.infer<typeof envSchema> & { oidcProviders: IdentityProvider[] };

const oidcSchema = z.object({
  ISSUER: z.url({ error: 'must be the issuer URL' }),
  CLIENT_ID: z.string().min(1, 'is required'),
  CLIENT_SECRET: z.string().min(1, 'is required'),
  LABEL: z.string().optional(),
  /** `true`: a sign-in whose ID token's `amr` has `mfa`, `hwk` or `otp` counts as a second factor (issue 32). */
  TRUST_MFA: z.enum(['true', 'false', '1', '0']).optional(),
});

/** OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET (and optional _LABEL) for each provider NAME. */
function parseOidcProviders(source: NodeJS.ProcessEnv): { providers: IdentityProvider[]; problems: string[] } {
  const names = Object.keys(source)
    .map((key) => /^OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key)?.[1])
    .filter((name): name is string => Boolean(name));
  const providers: IdentityProvider[] = [];
  const problems: string[] = [];
  for (const NAME of names) {
    const read = (part: string) => source[`OIDC_${NAME}_${part}`];
    const parsed = oidcSchema.safeParse({
      ISSUER: read('ISSUER'),
      CLIENT_ID: read('CLIENT_ID'),
      CLIENT_SECRET: read('CLIENT_SECRET'),
      LABEL: read('LABEL'),
      TRUST_MFA: read('TRUST_MFA'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`OIDC_${NAME}_${String(issue.path[0])}: ${issue.message}`);
      continue;
    }
    const name = NAME.toLowerCase().replace(/_/g, '-');
    providers.push({
      name,
      label: parsed.data.LABEL ?? name.charAt(0).toUpperCase() + name.slice(1),
      issuer: parsed.data.ISSUER,
      clientId: parsed.data.CLIENT_ID,
      clientSecret: parsed.data.CLIENT_SECRET,
      ...(parsed.data.TRUST_MFA === 'true' || parsed.data.TRUST_MFA === '1' ? { trustMfa: true } : {}),
    });
  }
  return { providers, problems };
}

/** Every wrong setting at once, one line each (`VARIABLE: what is wrong`), so nobody fixes them in rounds. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigurationError';
  }
}

type EnvRules = (env: Env) => string[];

/**
 * Checks every variable, then the rules across variables (`rules`) on the variables that are right in
 * themselves, and throws one error naming every problem. A variable that is wrong in itself is named
 * once, by its own problem.
 */
function parseEnvWith(source: NodeJS.ProcessEnv, rules: EnvRules): Env {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  const wrong = new Set(problems.map((line) => line.split(':')[0]!));
  // The rest as if the wrong ones were unset (they already have their line), for the rules to read.
  const rest = parsed.success
    ? parsed.data
    : envSchema.parse(Object.fromEntries(Object.entries(source).filter(([key]) => !wrong.has(key))));
  const oidc = parseOidcProviders(source);
  const env: Env = { ...rest, oidcProviders: oidc.providers };
  problems.push(...oidc.problems, ...rules(env).filter((line) => !wrong.has(line.split(':')[0]!)));
  if (problems.length > 0) throw new ConfigurationError(problems);
  return env;
}

/** Parses the environment once (the command line's settings); a wrong value stops it naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  return parseEnvWith(source, () => []);
}

/** The server's settings: every variable, and what a node needs to serve (`serverProblems`), in one error. */
export function parseServerEnv(source: NodeJS.ProcessEnv): Env {
  return parseEnvWith(source, serverProblems);
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppConfig {
  publicUrl: string;
  sessionSecret: string;
  webDist: string | null;
  site: { chatUrl: string | null; eapUrl: string; analyticsId: string | null };
  uploadMaxBytes: number;
  trustProxy: boolean;
  /** `smtp` sends through SMTP_URL; `log` writes each email to the log (debug level) instead. */
  mail: { delivery: MailDelivery; from: string; intervalMs: number };
  /**
   * Worker threads that render emails (email-pool.ts); absent: one fewer than the cores (1–4); 0: emails are
   * rendered in the request's own thread.
   */
  emailRenderThreads?: number;
  /** How often class sessions are dated ahead (at start, then each interval); absent or 0: never (tests). */
  sessionGenerationIntervalMs?: number;
  /** How often unconfirmed newsletter sign-ups past 7 days are deleted; absent or 0: never (tests). */
  newsletterExpiryIntervalMs?: number;
  /** How often items trashed more than 30 days ago are deleted for good; absent or 0: never (tests). */
  trashPurgeIntervalMs?: number;
  /** How often scheduled content is published and unpublished (at start, then on each multiple); absent or 0: never (tests). */
  contentScheduleIntervalMs?: number;
  /** How often due booking reminders are queued (at start, then each interval); absent or 0: never (tests). */
  remindersIntervalMs?: number;
  /** How often rate-limit counts that no longer count are deleted; absent or 0: never (tests). */
  rateLimitCleanupIntervalMs?: number;
  /** How often queued "forgot password" requests are handled (links made, emails queued); absent or 0: never (tests). */
  passwordResetIntervalMs?: number;
  /** How often queued "My bookings" link requests are handled (links made, emails queued); absent or 0: never (tests). */
  memberLinkIntervalMs?: number;
  /** How often the retention round erases people inactive past the booking setting `eraseAfterMonths`; absent or 0: never (tests). */
  retentionIntervalMs?: number;
  /** Newsletter issues being sent: a batch of each per round (at start, then each interval); absent or 0: never (tests). */
  newsletter?: { intervalMs: number; batchSize: number };
  /**
   * Webhooks: `requireHttps` (production) refuses http endpoints, `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS)
   * lets endpoints be on private addresses; `intervalMs` is how often due webhooks are delivered (absent or
   * 0: never, as in tests).
   */
  webhooks?: { allowPrivate: boolean; requireHttps: boolean; intervalMs?: number };
  /** A new device of an account without a second factor must type a code sent by email; absent: on. */
  newDeviceCodes?: boolean;
  /** Other origins whose pages may call the API from a browser. */
  corsOrigins: string[];
  identityProviders: IdentityProvider[];
  rateLimits: RateLimitSettings;
  /** The bearer token of GET /metrics; absent: no metrics (404). */
  metricsToken?: string;
  /** Requests slower than this log a warning; absent or 0: never. */
  slowRequestMs?: number;
}

export type MailDelivery = { kind: 'smtp'; url: string } | { kind: 'log' };

/**
 * SMTP when SMTP_URL is set. Without it, development writes emails to the log; production refuses to
 * start unless MAIL_DELIVERY=log asks for that explicitly, since nobody would receive anything
 * (`mailProblems`, checked with the other settings).
 */
function resolveMailDelivery(env: Env): MailDelivery {
  if (env.MAIL_DELIVERY === 'log' || !env.SMTP_URL) return { kind: 'log' };
  return { kind: 'smtp', url: env.SMTP_URL };
}

function mailProblems(env: Env): string[] {
  if (env.MAIL_DELIVERY === 'log' || env.SMTP_URL) return [];
  if (env.MAIL_DELIVERY === 'smtp') return ['SMTP_URL: is required when MAIL_DELIVERY=smtp'];
  if (env.NODE_ENV === 'production')
    return [
      'SMTP_URL: is required in production (or set MAIL_DELIVERY=log to write emails to the log instead of sending them)',
    ];
  return [];
}

/** In development a random secret is generated once and kept in .data/; production must configure one (`productionProblems`). */
function resolveSessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Words of example and placeholder secrets: a production secret containing one was copied, not made. */
const PLACEHOLDER = /secret|password|example|change-?me|test|demo|default/i;

/** A secret someone could guess: a placeholder, or too few different characters to be random. */
function weakSecret(secret: string): boolean {
  return PLACEHOLDER.test(secret) || new Set(secret).size < 12;
}

/**
 * What keeps a production node from starting half-safe, one line per variable: a guessable session
 * secret, an origin without TLS, or the embedded database under several nodes.
 */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.SESSION_SECRET)
    problems.push('SESSION_SECRET: is required in production (at least 32 characters), e.g. `openssl rand -hex 32`');
  else if (weakSecret(env.SESSION_SECRET))
    problems.push(
      'SESSION_SECRET: is too weak for production (a placeholder or too few different characters); make one with `openssl rand -hex 32`',
    );
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: is required in production (the https:// origin visitors use)');
  else if (!env.PUBLIC_URL.startsWith('https://') && !env.ALLOW_HTTP_PUBLIC_URL)
    problems.push(
      'PUBLIC_URL: must be https:// in production (set ALLOW_HTTP_PUBLIC_URL=true for a private network without TLS)',
    );
  if (env.WEBHOOK_ALLOW_PRIVATE_URLS)
    problems.push(
      'WEBHOOK_ALLOW_PRIVATE_URLS: is refused in production (webhooks to private addresses are for development and tests)',
    );
  if (env.CLUSTER_NODES > 1 && !env.DATABASE_URL)
    problems.push(
      'DATABASE_URL: is required when CLUSTER_NODES is more than 1 (the embedded PGlite serves one process)',
    );
  return problems;
}

/** What keeps a node from serving: in production (`productionProblems`), and mail delivery anywhere. */
function serverProblems(env: Env): string[] {
  return [...(env.NODE_ENV === 'production' ? productionProblems(env) : []), ...mailProblems(env)];
}

export function appConfigFrom(env: Env, port: number): AppConfig {
  const problems = serverProblems(env);
  if (problems.length > 0) throw new ConfigurationError(problems);
  const webDist = env.WEB_DIST ? resolve(env.INIT_CWD ?? process.cwd(), env.WEB_DIST) : DEFAULT_WEB_DIST;
  return {
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret: resolveSessionSecret(env),
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
    site: {
      chatUrl: env.CHAT_URL ?? 'https://wa.me/6281234567890',
      eapUrl: env.EAP_URL,
      analyticsId: env.ANALYTICS_ID ?? null,
    },
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    trustProxy: env.TRUST_PROXY,
    mail: { delivery: resolveMailDelivery(env), from: env.MAIL_FROM, intervalMs: 5_000 },
    ...(env.EMAIL_RENDER_THREADS === undefined ? {} : { emailRenderThreads: env.EMAIL_RENDER_THREADS }),
    sessionGenerationIntervalMs: 3_600_000,
    newsletterExpiryIntervalMs: 3_600_000,
    contentScheduleIntervalMs: env.CONTENT_SCHEDULE_INTERVAL_MS,
    trashPurgeIntervalMs: 3_600_000,
    remindersIntervalMs: 300_000,
    rateLimitCleanupIntervalMs: 600_000,
    passwordResetIntervalMs: 2_000,
    memberLinkIntervalMs: 2_000,
    retentionIntervalMs: env.RETENTION_INTERVAL_MS,
    newsletter: { intervalMs: env.NEWSLETTER_INTERVAL_MS, batchSize: env.NEWSLETTER_BATCH_SIZE },
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS,
      requireHttps: env.NODE_ENV === 'production',
      intervalMs: env.WEBHOOK_INTERVAL_MS,
    },
    // On in production unless turned off; off elsewhere, so the demo's printed sign-in works as printed.
    newDeviceCodes: env.STAFF_NEW_DEVICE_CODES ?? env.NODE_ENV === 'production',
    corsOrigins: env.CORS_ORIGINS,
    identityProviders: env.oidcProviders,
    rateLimits: {
      loginPerIp: env.RATE_LIMIT_LOGIN_IP,
      loginPerEmail: env.RATE_LIMIT_LOGIN_EMAIL,
      formsPerMinute: env.RATE_LIMIT_FORMS,
    },
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    slowRequestMs: env.SLOW_REQUEST_MS,
  };
}

import { z } from 'zod';

/** An empty variable means unset, as the server reads it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Settings of the database command-line tools (the server parses its own, larger set). */
const schema = z.object({
  DATABASE_URL: optional(z.url({ error: 'DATABASE_URL must be a postgres:// URL.' })),
  PGLITE_DIR: optional(z.string()),
  INIT_CWD: z.string().optional(),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform((v) => v ?? 'development'),
});

export function readDbEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return parsed.data;
}

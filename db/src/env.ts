import { z } from 'zod';

/** Settings of the database command-line tools (the server parses its own, larger set). */
const schema = z.object({
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL.' }).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  INIT_CWD: z.string().optional(),
});

export function readDbEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * `npm run user -- create --email dewi@example.com --name "Dewi" --role admin`
 * The password comes from USER_PASSWORD when set, else from a hidden prompt; never from an argument.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH, ROLES, emailSchema } from '@app/contract';
import { createDb, DatabaseInUseError, dbConfigFrom, migrateToLatest, repo } from '@app/db';
import { hash } from '@node-rs/argon2';
import { z } from 'zod';
import { parseEnv } from '../env';

const USAGE = 'Usage: npm run user -- create --email <email> --name <name> --role <admin|editor>';

const argsSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Name is required.').max(100),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}.` }),
});

function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'editor' } },
  });
  if (positionals[0] !== 'create') throw new Error(USAGE);
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success)
    throw new Error(`${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n')}\n${USAGE}`);

  const env = parseEnv(process.env);
  const password = process.env.USER_PASSWORD ?? (await promptHidden('Password: '));
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);

  const db = await createDb(
    dbConfigFrom({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, baseDir: env.INIT_CWD }),
  );
  try {
    await migrateToLatest(db.db);
    if (await repo.findUserByEmail(db.db, parsed.data.email))
      throw new Error(`A staff user with ${parsed.data.email} already exists.`);
    const user = await repo.insertUser(db.db, { ...parsed.data, passwordHash: await hash(password) });
    console.log(`Created ${user.role} ${user.name} <${user.email}>.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseInUseError || error instanceof Error ? error.message : error);
  process.exit(1);
});

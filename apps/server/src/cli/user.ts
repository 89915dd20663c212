/**
 * Staff accounts from the command line (`npm run user -- <command>`):
 *   create --email <email> --name <name> --role <admin|editor>
 *   list
 *   disable --email <email>          (ends all their sessions)
 *   enable --email <email>
 *   set-password --email <email>     (ends all their sessions)
 *   set-role --email <email> --role <admin|editor>
 * A password comes from USER_PASSWORD when set, else from a hidden prompt; never from an argument.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { createDb, dbConfigFrom, migrateToLatest } from '@app/db';
import { parseEnv } from '../env';
import { COMMANDS, describeError, runUserCommand, UsageError } from './staff-commands';

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
  const argv = process.argv.slice(2);
  // A usage mistake needs no database.
  if (!(COMMANDS as readonly string[]).includes(argv[0] ?? '')) {
    throw new UsageError(argv[0] ? `Unknown command "${argv[0]}".` : 'Name a command.');
  }
  const env = parseEnv(process.env);
  const handle = await createDb(
    dbConfigFrom({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, baseDir: env.INIT_CWD }),
  );
  try {
    await migrateToLatest(handle.db);
    const password = async () => process.env.USER_PASSWORD ?? (await promptHidden('Password: '));
    console.log(await runUserCommand(handle.db, argv, password));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});

/**
 * Staff accounts from the command line (`npm run user -- <command>`):
 *   create --email <email> --name <name> --role <admin|editor>
 *   list
 *   disable --email <email>          (ends all their sessions)
 *   enable --email <email>
 *   set-password --email <email>     (ends all their sessions)
 *   set-role --email <email> --role <admin|editor>
 *   setup-link                       (a new first-admin setup link, while there is no staff account)
 *   reset-second-factor --email <email>  (removes a lost authenticator app and its recovery codes)
 * A password comes from USER_PASSWORD when set, else from a hidden prompt; never from an argument.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { createDb, dbConfigFrom, migrateToLatest } from '@app/db';
import { parseEnv } from '../env';
import { COMMANDS, describeError, runUserCommand, UsageError } from './staff-commands';

const NO_PASSWORD =
  'No password given: set USER_PASSWORD in the environment (there is no terminal to ask on, as under cron, CI or Ansible).';

/** Asks on the terminal without echoing; refuses when the input ends before an answer (Ctrl+D). */
function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    let answered = false;
    rl.once('close', () => {
      if (!answered) reject(new Error(NO_PASSWORD));
    });
    rl.question(question, (answer) => {
      answered = true;
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/**
 * USER_PASSWORD, else a hidden prompt on a terminal. Without a terminal (stdin from /dev/null or a pipe)
 * there is nobody to ask: the command fails instead of reading nothing and succeeding at nothing.
 */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.USER_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) throw new Error(NO_PASSWORD);
  return promptHidden('Password: ');
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
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    console.log(await runUserCommand(handle.db, argv, readPassword, publicUrl));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});

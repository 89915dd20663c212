import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL: the server's, with the new name. */
  url: string;
  /** Drops it, disconnecting whoever is still on it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (any database on that server), named
 * `${prefix}_` and random hex, for a tool that must not write into the database it was given: the
 * booking benchmark books thousands of seats. The role of `serverUrl` needs CREATEDB.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`) };
}

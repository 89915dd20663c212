import { migrateToLatest } from '../migrate';
import { openDbForCli } from './open';

const handle = await openDbForCli();
try {
  const results = await migrateToLatest(handle.db);
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  console.log(
    applied.length ? `Applied migrations: ${applied.join(', ')}` : `Database (${handle.kind}) is up to date.`,
  );
} finally {
  await handle.close();
}

/**
 * `npm run db:seed`: adds the demo content that is missing (and the demo admin) in development.
 * Under NODE_ENV=production it adds demo content only with `--demo`, and never creates an account.
 */
import { parseArgs } from 'node:util';
import { seed } from '../../seed/index';
import { CONTENT_CHANGED_CHANNEL } from '../channels';
import { readDbEnv } from '../env';
import { migrateToLatest } from '../migrate';
import { openDbForCli } from './open';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const production = readDbEnv().NODE_ENV === 'production';
if (production && !values.demo) {
  console.error(
    'NODE_ENV=production: db:seed adds the demo content only when asked (`npm run db:seed -- --demo`), ' +
      'and never creates a staff account there; create the first admin with `npm run user -- create`.',
  );
  process.exit(1);
}

const handle = await openDbForCli();
try {
  await migrateToLatest(handle.db);
  const { inserted } = await seed(handle.db, { admin: !production });
  const summary = Object.entries(inserted).map(([table, n]) => `${table}: ${n}`);
  console.log(summary.length ? `Seeded ${summary.join(', ')}` : 'Demo content is already present; nothing added.');
  // Running servers on PostgreSQL drop their caches so the new content shows at once.
  if (summary.length) await handle.notify(CONTENT_CHANGED_CHANNEL, 'seed');
} finally {
  await handle.close();
}

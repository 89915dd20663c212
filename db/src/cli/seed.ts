import { seed } from '../../seed/index';
import { CONTENT_CHANGED_CHANNEL } from '../channels';
import { migrateToLatest } from '../migrate';
import { openDbForCli } from './open';

const handle = await openDbForCli();
try {
  await migrateToLatest(handle.db);
  const { inserted } = await seed(handle.db);
  const summary = Object.entries(inserted).map(([table, n]) => `${table}: ${n}`);
  console.log(summary.length ? `Seeded ${summary.join(', ')}` : 'Demo content is already present; nothing added.');
  // Running servers on PostgreSQL drop their caches so the new content shows at once.
  if (summary.length) await handle.notify(CONTENT_CHANGED_CHANNEL, 'seed');
} finally {
  await handle.close();
}

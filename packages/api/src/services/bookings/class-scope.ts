import type { ClassType } from '@app/contract';
import { repo } from '@app/db';
import type { CacheScope } from '../../cache-scope';
import type { Context } from '../../context';

/**
 * The cached reads a change of this class's seats affects (cache-scope.ts). `sessionId` names the
 * session whose bookings changed when only they did: the lists show the class's next session only, so
 * they change when it is that one. Without it (a session's dates, capacity or status changed, which can
 * change which session is next) they change too.
 */
export async function classScope(
  ctx: Pick<Context, 'db' | 'now'>,
  klass: { classId: number; slug: string; classType: ClassType },
  sessionId?: number,
): Promise<CacheScope> {
  const { facilitatorSlugs, nextSessionId } = await repo.classScopeFacts(ctx.db, klass.classId, ctx.now());
  const nextSessionChanged = sessionId === undefined || nextSessionId === sessionId;
  return { class: { slug: klass.slug, classType: klass.classType, facilitatorSlugs, nextSessionChanged } };
}

import type { ClassType } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { CacheScope } from '../../cache-scope';

/** The cached reads a change of this class's seats affects (cache-scope.ts). */
export async function classScope(
  db: Db,
  klass: { classId: number; slug: string; classType: ClassType },
): Promise<CacheScope> {
  const facilitatorSlugs = await repo.listFacilitatorSlugsOfClass(db, klass.classId);
  return { class: { slug: klass.slug, classType: klass.classType, facilitatorSlugs } };
}

import type { AdminSearchHit } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import type { ResourceSpec } from './resource';
import { classSpec, clientSpec, counselorSpec, faqSpec, mediaSpec, slideSpec, storySpec } from './specs';

/** How many hits of each kind: enough to pick from, few enough to read. */
const PER_KIND = 5;

const SEARCHED: ReadonlyArray<ResourceSpec<any, any>> = [
  classSpec,
  counselorSpec,
  mediaSpec,
  storySpec,
  slideSpec,
  clientSpec,
  faqSpec,
];

/** The back office's one search box: every kind of content whose title, name or slug holds the text. */
export async function searchContent(ctx: Context, q: string): Promise<AdminSearchHit[]> {
  const found = await Promise.all(
    SEARCHED.map(async (spec) => {
      const { rows } = await repo.listContentRows(ctx.db, spec, {
        status: 'all',
        search: q,
        filters: [],
        sort: 'title',
        direction: 'asc',
        limit: PER_KIND,
        offset: 0,
      });
      return rows.map((row) => ({
        kind: spec.entity as AdminSearchHit['kind'],
        id: Number(row.id),
        title: String(row.list_title ?? ''),
        status: String(row.status),
        detail: spec.detail(row),
      }));
    }),
  );
  return found.flat();
}

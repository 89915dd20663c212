import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { CardGridSkeleton } from '../../features/content/Skeleton';
import { SectionHeader } from './SectionHeader';

interface ListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Where "See all" leads, and its full accessible name. */
  seeAll: { href: string; label: string };
}

function ListSection({ id, title, seeAll, children }: ListSectionProps & { children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="lazy-render mt-20">
      <SectionHeader id={id} title={title} link={{ ...seeAll, text: <Trans>See all</Trans> }} />
      <div className="mt-6">{children}</div>
    </section>
  );
}

interface HomeListProps<TData, TError, TKey extends QueryKey, TItem extends { id: number }> extends ListSectionProps {
  /** Read after the page has hydrated (BELOW_THE_FOLD), not in its data block (issue 33). */
  query: UseSuspenseQueryOptions<TData, TError, TData, TKey>;
  items: (data: TData) => readonly TItem[];
  placeholderCount: number;
  listClassName: string;
  renderItem: (item: NoInfer<TItem>) => ReactNode;
}

function Items<TData, TError, TKey extends QueryKey, TItem extends { id: number }>(
  props: HomeListProps<TData, TError, TKey, TItem>,
) {
  const { data } = useSuspenseQuery(props.query);
  const items = props.items(data);
  if (items.length === 0) return null;
  return (
    <ListSection {...props}>
      <ul className={props.listClassName}>
        {items.map((item) => (
          <li key={item.id}>{props.renderItem(item)}</li>
        ))}
      </ul>
    </ListSection>
  );
}

/** A list of cards on the home page, in its section with a "See all" link; placeholder cards until it is in, nothing if it is empty. */
export function HomeList<TData, TError, TKey extends QueryKey, TItem extends { id: number }>(
  props: HomeListProps<TData, TError, TKey, TItem>,
) {
  return (
    <Suspense
      fallback={
        <ListSection {...props}>
          <CardGridSkeleton count={props.placeholderCount} />
        </ListSection>
      }
    >
      <Items {...props} />
    </Suspense>
  );
}

import type { ContentType } from '@app/contract';
import { ContentEditPage } from './ContentEditPage';
import { ContentListPage } from './ContentListPage';
import { OrderedListPage } from './OrderedListPage';

/** The back office's two pages of a described type, for the route table's registry (pages/admin/registry.ts). */
export function contentPages(type: ContentType) {
  return {
    List: () => (type.list.ordered ? <OrderedListPage type={type} /> : <ContentListPage type={type} />),
    Edit: ({ params }: { params: Record<string, string | undefined> }) => (
      <ContentEditPage type={type} params={params} />
    ),
  };
}

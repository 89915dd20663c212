import type { ContentType } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../AdminPage';
import { OrderedContentList } from './OrderedContentList';

/** The page of a type listed in its own order (slides, clients): its words, the button to add one, the list. */
export function OrderedListPage({ type }: { type: ContentType }) {
  const { i18n } = useLingui();
  const plural = i18n._(type.words.plural);
  return (
    <OrderedContentList type={type}>
      {({ newButton, table }) => (
        <AdminPage
          wide
          title={plural}
          description={type.words.description && i18n._(type.words.description)}
          actions={newButton}
        >
          {table}
        </AdminPage>
      )}
    </OrderedContentList>
  );
}

import { faqType } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import type { RouteDefinition } from '../../../app/route-definition';
import { AdminPage } from '../../../features/admin/AdminPage';
import { OrderedContentList } from '../../../features/admin/content-type/OrderedContentList';
import { PageEditor } from '../../../features/admin/PageEditor';
import { Section } from '../../../features/admin/Section';
import { publicPathOf, useNavNames } from '../pages/PageEditorPage';

/** /admin/pages/faq and /admin/pages/corp/faq: the page's introduction, then its questions (described in the contract). */
export default function FaqAdminPage({ route }: { route: RouteDefinition }) {
  const { t, i18n } = useLingui();
  const names = useNavNames(route.name);
  const code = route.code ?? 'faq';
  const scope = code === 'corporate-faq' ? 'corporate' : 'general';
  const title = scope === 'corporate' ? t`Corporate FAQ` : t`FAQ`;
  return (
    <AdminPage title={title} description={names?.group}>
      <div className="space-y-8">
        <PageEditor code={code} siteHref={publicPathOf(code)} title={t`Introduction`} inline />
        <OrderedContentList type={faqType} scope={scope}>
          {({ newButton, table }) => (
            <Section
              title={i18n._(faqType.words.plural)}
              description={faqType.words.description && i18n._(faqType.words.description)}
            >
              <div>{newButton}</div>
              {table}
            </Section>
          )}
        </OrderedContentList>
      </div>
    </AdminPage>
  );
}

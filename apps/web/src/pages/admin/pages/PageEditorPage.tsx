import { PUBLIC_PAGES } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import type { RouteDefinition } from '../../../app/route-definition';
import { AdminPage } from '../../../features/admin/AdminPage';
import { LoadError } from '../../../features/admin/LoadStates';
import { ADMIN_NAV } from '../../../features/admin/navigation';
import { PageEditor } from '../../../features/admin/PageEditor';

/** The public page that shows this content code, e.g. 'journey' -> /session-classes. */
export function publicPathOf(code: string): string | undefined {
  return Object.entries(PUBLIC_PAGES).find(([, shown]) => shown === code)?.[0];
}

/** The sidebar's group and label for an admin route, e.g. ["Corporate", "Terms"]. */
export function useNavNames(routeName: string): { group: string; label: string } | null {
  const { i18n } = useLingui();
  for (const group of ADMIN_NAV) {
    const item = group.items.find((i) => i.route === routeName);
    if (item) return { group: i18n._(group.title), label: i18n._(item.label) };
  }
  return null;
}

/** A single-page editor; the route's `code` names the static content it edits. */
export default function PageEditorPage({ route }: { route: RouteDefinition }) {
  const { t } = useLingui();
  const names = useNavNames(route.name);
  const title = names?.label ?? route.code ?? t`Page`;
  return (
    <AdminPage
      title={title}
      documentTitle={names ? `${names.group}: ${names.label}` : title}
      description={names?.group}
    >
      {route.code ? (
        <PageEditor code={route.code} siteHref={publicPathOf(route.code)} />
      ) : (
        <LoadError message={t`This page does not exist.`} />
      )}
    </AdminPage>
  );
}

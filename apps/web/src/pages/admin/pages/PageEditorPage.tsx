import { useLingui } from '@lingui/react/macro';
import type { RouteDefinition } from '../../../app/routes';
import { routes } from '../../../app/routes';
import { AdminPage } from '../../../features/admin/AdminPage';
import { LoadError } from '../../../features/admin/LoadStates';
import { ADMIN_NAV } from '../../../features/admin/navigation';
import { PageEditor } from '../../../features/admin/PageEditor';

/** The public page that shows this content code, e.g. 'journey' -> /session-classes. */
export function publicPathOf(code: string): string | undefined {
  const shownBy = routes.find((r) => r.layout !== 'admin' && r.code === code && !r.path.includes(':'))?.path;
  return shownBy ?? INTRO_PAGES[code];
}

/** Intro texts on pages whose route carries no content code. */
const INTRO_PAGES: Record<string, string> = { home: '/', journey: '/session-classes', counselor: '/facilitators' };

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

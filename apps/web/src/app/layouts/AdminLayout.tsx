import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsLeft, ChevronsRight, LogOut, Menu, Settings, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ADMIN_NAV } from '../../features/admin/navigation';
import { signOut } from '../../features/auth/signOut';
import { useSession } from '../../features/auth/useSession';
import { ThemeToggle } from '../../features/layout/ThemeToggle';
import { ContentSearch } from '../../features/admin/search/ContentSearch';
import { ReSignInDialog } from '../../features/admin/ReSignInDialog';
import { SecondFactorSetupGate, useSecondFactorSetupRequired } from '../../features/admin/SecondFactorSetupGate';
import { StepUpDialog } from '../../features/admin/StepUpDialog';
import { routeOpenTo } from '../../pages/admin/routes';
import { RouteAccess } from '../../features/admin/route-access';
import '../../styles/admin.css';

const COLLAPSED_KEY = 'admin-sidebar-collapsed';

/** SPEC section 2 "admin": a sidebar (260px, 50px collapsed; a drawer on phones) beside the content. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawer, setDrawer] = useState(false);
  // Until a required second factor is set up, only the account page opens: no menu or search to lead elsewhere.
  const settingUp = useSecondFactorSetupRequired();
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the drawer
  useEffect(() => setDrawer(false), [location]);

  const toggleCollapsed = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  const narrow = collapsed && !drawer;

  const sidebar = (
    <nav aria-label={t`Back office`} className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-2 px-3 py-4">
        {!narrow && (
          <Link href="/admin" className="truncate text-lg font-bold text-gold">
            Ruang Teduh
          </Link>
        )}
        <button
          type="button"
          onClick={drawer ? () => setDrawer(false) : toggleCollapsed}
          className="rounded p-1 text-sand/80 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold"
          aria-label={drawer ? t`Close menu` : collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
        >
          {drawer ? (
            <X size={18} aria-hidden />
          ) : collapsed ? (
            <ChevronsRight size={18} aria-hidden />
          ) : (
            <ChevronsLeft size={18} aria-hidden />
          )}
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-2 pb-4">
        {!settingUp &&
          ADMIN_NAV.map((group) => {
            const items = group.items.filter((item) => routeOpenTo(item.route, user?.role));
            if (items.length === 0) return null;
            return (
              <div key={group.title.id} className="mt-3">
                {!narrow && (
                  <p className="px-2 text-xs font-semibold tracking-wide text-sand/60 uppercase">
                    {i18n._(group.title)}
                  </p>
                )}
                <ul className="mt-1 space-y-0.5">
                  {items.map((item) => {
                    const active =
                      location === item.href || (item.href !== '/admin' && location.startsWith(`${item.href}/`));
                    return (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          title={narrow ? i18n._(item.label) : undefined}
                          aria-current={active ? 'page' : undefined}
                          className={`block truncate rounded px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-gold ${
                            active ? 'bg-white/15 font-semibold text-white' : 'text-sand/85 hover:bg-white/10'
                          }`}
                        >
                          {narrow ? i18n._(item.label).slice(0, 2) : i18n._(item.label)}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
      </div>
      <div className="border-t border-white/10 px-3 py-3 text-sm">
        {!narrow && (
          <p className="truncate font-medium text-white" data-testid="admin-user-name">
            {user?.name}
          </p>
        )}
        <div className={`mt-2 flex gap-1 ${narrow ? 'flex-col' : ''}`}>
          <Link
            href="/admin/account"
            className="rounded p-1.5 text-sand/85 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold"
            aria-label={t`Settings`}
          >
            <Settings size={18} aria-hidden />
          </Link>
          <button
            type="button"
            className="rounded p-1.5 text-sand/85 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold"
            aria-label={t`Sign out`}
            onClick={async () => {
              await signOut();
              navigate('/admin/login');
            }}
          >
            <LogOut size={18} aria-hidden />
          </button>
        </div>
      </div>
    </nav>
  );

  return (
    <div className="flex min-h-screen bg-sand text-dark dark:bg-dark dark:text-sand">
      <aside
        className={`sticky top-0 hidden h-screen shrink-0 bg-primary-strong text-sand transition-[width] min-[900px]:block ${
          collapsed ? 'w-[50px]' : 'w-full max-w-[260px]'
        }`}
      >
        {sidebar}
      </aside>
      {drawer && (
        <div className="fixed inset-0 z-50 flex min-[900px]:hidden">
          <div className="h-full w-[260px] bg-primary-strong text-sand">{sidebar}</div>
          <button
            type="button"
            className="flex-1 bg-dark/50"
            aria-label={t`Close menu`}
            onClick={() => setDrawer(false)}
          />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-2 border-b border-dark/10 px-4 py-2 dark:border-sand/10">
          <button
            type="button"
            className="rounded p-2 focus-visible:ring-2 focus-visible:ring-primary min-[900px]:invisible"
            aria-label={t`Open menu`}
            onClick={() => setDrawer(true)}
          >
            <Menu size={20} aria-hidden />
          </button>
          <div className="flex items-center gap-2">
            {!settingUp && <ContentSearch />}
            <Link href="/" className="text-sm underline underline-offset-4">
              <Trans>View site</Trans>
            </Link>
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 min-[600px]:px-8">
          <RouteAccess value={(route) => routeOpenTo(route, user?.role)}>
            <SecondFactorSetupGate>{children}</SecondFactorSetupGate>
          </RouteAccess>
        </main>
        <ReSignInDialog />
        <StepUpDialog />
      </div>
    </div>
  );
}

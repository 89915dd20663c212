import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AdminPage } from '../../../features/admin/AdminPage';
import { useRouteAccess } from '../../../features/admin/route-access';
import { DashboardCounts } from '../../../features/admin/dashboard/DashboardCounts';
import { RecentChanges } from '../../../features/admin/dashboard/RecentChanges';
import { RecentRegistrants } from '../../../features/admin/dashboard/RecentRegistrants';
import { TodaySessions } from '../../../features/admin/dashboard/TodaySessions';
import { UpcomingSessions } from '../../../features/admin/dashboard/UpcomingSessions';
import { ADMIN_NAV } from '../../../features/admin/navigation';
import { focusRing, muted } from '../../../features/admin/ui';
import { useSession } from '../../../features/auth/useSession';
import { userText } from '../../../lib/user-text';

const quickLink = `block rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-dark/5 hover:ring-primary dark:bg-white/5 dark:ring-sand/10 ${focusRing}`;

export default function WelcomePage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const openTo = useRouteAccess();
  const groups = ADMIN_NAV.map((group) => ({
    title: i18n._(group.title),
    items: group.items.filter((item) => item.route !== 'admin.welcome' && openTo(item.route)),
  })).filter((group) => group.items.length > 0);
  return (
    <AdminPage
      wide
      title={<Trans>Welcome, {userText(user?.name ?? '')}</Trans>}
      documentTitle={t`Back office`}
      description={<Trans>Manage the site's content, see who registered, and keep your account up to date.</Trans>}
    >
      <div className="space-y-8">
        <TodaySessions />
        <DashboardCounts />
        <UpcomingSessions />
        {user?.role === 'admin' && <RecentRegistrants />}
        <RecentChanges />
        <section aria-labelledby="quick-links">
          <h2 id="quick-links" className="text-lg font-semibold">
            <Trans>Quick links</Trans>
          </h2>
          <div className="mt-3 space-y-5">
            {groups.map((group) => (
              <div key={group.title}>
                <h3 className={`text-sm font-semibold tracking-wide uppercase ${muted}`}>{group.title}</h3>
                <ul className="mt-2 grid gap-3 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} className={quickLink}>
                        {i18n._(item.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <ul className="grid gap-3 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3">
              <li>
                <Link href="/admin/account" className={quickLink}>
                  <Trans>Your account</Trans>
                </Link>
              </li>
            </ul>
          </div>
        </section>
      </div>
    </AdminPage>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ADMIN_NAV } from '../../../features/admin/navigation';
import { useSession } from '../../../features/auth/useSession';
import { useLingui } from '@lingui/react/macro';
import { routeByName } from '../../../app/routes';

export default function WelcomePage() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const links = ADMIN_NAV.flatMap((group) => group.items).filter(
    (item) => item.route !== 'admin.welcome' && routeByName(item.route),
  );
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Welcome, {user?.name}</Trans>
      </h1>
      <p className="mt-2 text-dark/75 dark:text-sand/80">
        <Trans>Manage the site's content, see who registered, and keep your account up to date.</Trans>
      </p>
      <h2 className="mt-8 text-lg font-semibold">
        <Trans>Quick links</Trans>
      </h2>
      <ul className="mt-3 grid gap-3 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3">
        {links.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="block rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-dark/5 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary dark:bg-white/5"
            >
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
        <li>
          <Link
            href="/admin/settings"
            className="block rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-dark/5 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary dark:bg-white/5"
          >
            <Trans>Your account</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

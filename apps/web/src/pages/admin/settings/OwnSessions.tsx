import { useQuery } from '@tanstack/react-query';
import type { OwnSession } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { formatDateTime, formatRelative } from '../../../features/admin/format';
import { toast } from '../../../features/admin/toast';
import { buttonGhostDanger, muted } from '../../../features/admin/ui';
import { signOut } from '../../../features/auth/signOut';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { ListLoadState, SettingsSection } from './SettingsSection';

/** Where the signed-in person is signed in; each session can be ended (this one signs them out here). */
export function OwnSessions() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const sessions = useQuery(trpc.user.sessions.queryOptions());
  const revoke = async (session: OwnSession) => {
    try {
      await api.user.revokeSession.mutate({ id: session.id });
      if (session.current) {
        await signOut();
        navigate('/admin/login');
        return;
      }
      toast.success(t`The session was ended.`);
      await sessions.refetch();
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
      await sessions.refetch();
    }
  };
  return (
    <SettingsSection id="own-sessions" title={<Trans>Where you are signed in</Trans>}>
      <ListLoadState query={sessions} />
      <ul className="divide-y divide-dark/10 dark:divide-sand/10">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {session.device ?? t`Unknown device`}
                {session.current && (
                  <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs text-primary-strong dark:bg-gold/20 dark:text-gold">
                    <Trans>This device</Trans>
                  </span>
                )}
              </p>
              <p className={`text-sm ${muted}`}>
                <Trans>
                  Last used{' '}
                  <time dateTime={session.lastUsedAt} title={formatDateTime(session.lastUsedAt)}>
                    {formatRelative(session.lastUsedAt)}
                  </time>{' '}
                  · signed in {formatDateTime(session.signedInAt)}
                </Trans>
              </p>
            </div>
            <button type="button" className={buttonGhostDanger} onClick={() => revoke(session)}>
              {session.current ? <Trans>Sign out here</Trans> : <Trans>Revoke</Trans>}
            </button>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

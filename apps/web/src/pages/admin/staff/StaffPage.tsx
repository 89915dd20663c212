import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffAccountView, StaffStatus } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { pillTones, StatusPill } from '../../../features/admin/StatusPill';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Confirmation, PendingActionDialog } from '../../../features/admin/ConfirmDialog';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { formatDateTime, formatRelative } from '../../../features/admin/format';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, buttonSecondary, muted } from '../../../features/admin/ui';
import { useSession } from '../../../features/auth/useSession';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { InviteDialog } from './InviteDialog';
import { SecondFactorPolicy } from './SecondFactorPolicy';
import { listQueryProps } from '../../../features/admin/listQueryProps';

type StaffAction =
  | 'make-admin'
  | 'make-editor'
  | 'deactivate'
  | 'reactivate'
  | 'sign-out'
  | 'reinvite'
  | 'reset-factor';

const tones: Record<StaffStatus, string> = {
  active: pillTones.success,
  invited: pillTones.warn,
  deactivated: pillTones.neutral,
};

/** /admin/staff: who may use the back office (admins only). */
export default function StaffPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { user } = useSession();
  const list = useQuery(trpc.admin.staff.list.queryOptions());
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<{ action: StaffAction; account: StaffAccountView } | null>(null);

  const statusLabel: Record<StaffStatus, string> = {
    active: t`Active`,
    invited: t`Invited`,
    deactivated: t`Deactivated`,
  };
  const replace = (account: StaffAccountView) =>
    queryClient.setQueryData(trpc.admin.staff.list.queryKey(), (rows) =>
      rows?.some((row) => row.id === account.id)
        ? rows.map((row) => (row.id === account.id ? account : row))
        : [...(rows ?? []), account],
    );

  const run = async (action: StaffAction, account: StaffAccountView) => {
    const { id, name } = account;
    try {
      switch (action) {
        case 'make-admin':
        case 'make-editor': {
          const role = action === 'make-admin' ? 'admin' : 'editor';
          replace((await api.admin.staff.setRole.mutate({ id, role })).account);
          toast.success(role === 'admin' ? t`${name} is now an admin.` : t`${name} is now an editor.`);
          break;
        }
        case 'deactivate':
          replace((await api.admin.staff.deactivate.mutate({ id })).account);
          toast.success(t`${name} was deactivated and signed out everywhere.`);
          break;
        case 'reactivate':
          replace((await api.admin.staff.reactivate.mutate({ id })).account);
          toast.success(t`${name} can sign in again.`);
          break;
        case 'sign-out':
          replace((await api.admin.staff.signOutEverywhere.mutate({ id })).account);
          toast.success(t`${name} was signed out everywhere.`);
          break;
        case 'reset-factor':
          replace((await api.admin.staff.resetSecondFactor.mutate({ id })).account);
          toast.success(t`${name}'s second factor was reset; they were emailed.`);
          break;
        case 'reinvite':
          replace(
            (await api.admin.staff.invite.mutate({ email: account.email, name: account.name, role: account.role }))
              .account,
          );
          toast.success(t`A new invitation was emailed to ${name}.`);
          break;
      }
      // Who is the only active admin may have changed with it: every row's offers are read again.
      await queryClient.invalidateQueries(trpc.admin.staff.list.queryFilter());
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
    }
  };

  const confirmations: Record<StaffAction, Confirmation> = {
    'make-admin': {
      title: t`Make ${pending?.account.name} an admin?`,
      description: t`Admins see people's details (registrants, bookings) and manage staff accounts.`,
      confirmLabel: t`Make admin`,
    },
    'make-editor': {
      title: t`Make ${pending?.account.name} an editor?`,
      description: t`Editors manage content but no longer see people's details or staff accounts.`,
      confirmLabel: t`Make editor`,
    },
    deactivate: {
      title: t`Deactivate ${pending?.account.name}?`,
      description: t`They are signed out everywhere at once and cannot sign in. What they wrote stays, with their name in the history.`,
      confirmLabel: t`Deactivate`,
    },
    reactivate: {
      title: t`Reactivate ${pending?.account.name}?`,
      description: t`They can sign in again with their password or a sign-in provider.`,
      confirmLabel: t`Reactivate`,
    },
    'sign-out': {
      title: t`Sign ${pending?.account.name} out everywhere?`,
      description: t`Every session of theirs ends now; they can sign in again.`,
      confirmLabel: t`Sign out everywhere`,
    },
    'reset-factor': {
      title: t`Reset ${pending?.account.name}'s second factor?`,
      description: t`Their authenticator app and recovery codes stop working; they are emailed and can set up a new one from their account page. For someone who lost their phone.`,
      confirmLabel: t`Reset the second factor`,
    },
    reinvite: {
      title: t`Send ${pending?.account.name} a new invitation?`,
      description: t`The earlier link stops working; the new one works once, for 72 hours.`,
      confirmLabel: t`Send a new invitation`,
    },
  };

  const columns: Column<StaffAccountView>[] = [
    {
      id: 'person',
      header: <Trans>Person</Trans>,
      cell: (row) => (
        <>
          <span className="font-medium">{row.name}</span>
          {row.id === user?.id && (
            <span className={`ml-1 text-xs ${muted}`}>
              <Trans>(you)</Trans>
            </span>
          )}
          <span className={`block text-xs break-all ${muted}`}>{row.email}</span>
        </>
      ),
    },
    {
      id: 'role',
      header: <Trans>Role</Trans>,
      cell: (row) => (
        <>
          {row.role === 'admin' ? <Trans>Admin</Trans> : <Trans>Editor</Trans>}
          {row.lastActiveAdmin && (
            <span className={`block text-xs ${muted}`}>
              <Trans>The only active admin</Trans>
            </span>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) => (
        <>
          <StatusPill tone={tones[row.status]}>{statusLabel[row.status]}</StatusPill>
          {row.status === 'invited' && (
            <span className={`block text-xs ${muted}`}>
              {row.invitationExpiresAt ? (
                <Trans>Link valid until {formatDateTime(row.invitationExpiresAt)}</Trans>
              ) : (
                <Trans>The link has expired</Trans>
              )}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'last-sign-in',
      header: <Trans>Last sign-in</Trans>,
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.lastSignInAt ? (
          <time dateTime={row.lastSignInAt} title={formatDateTime(row.lastSignInAt)}>
            {formatRelative(row.lastSignInAt)}
          </time>
        ) : (
          <Trans>Never</Trans>
        ),
    },
    {
      id: 'sessions',
      header: <Trans>Active sessions</Trans>,
      cell: (row) => row.activeSessions,
    },
  ];

  const ask = (action: StaffAction, account: StaffAccountView) => setPending({ action, account });
  return (
    <AdminPage
      wide
      title={t`Staff`}
      description={<Trans>Who may use the back office, and what they may do.</Trans>}
      actions={
        <button type="button" className={button} onClick={() => setInviting(true)}>
          <UserPlus size={18} aria-hidden />
          <Trans>Invite</Trans>
        </button>
      }
    >
      <SecondFactorPolicy />
      <DataTable
        caption={t`Staff accounts`}
        cardsOnPhone
        columns={columns}
        {...listQueryProps(list)}
        empty={<Trans>No staff accounts yet.</Trans>}
        actions={(row) => (
          <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
            {row.status === 'invited' && (
              <button type="button" className={buttonSecondary} onClick={() => ask('reinvite', row)}>
                <Trans>Invite again</Trans>
              </button>
            )}
            {/* The server refuses to leave the back office without an active admin: not offered. */}
            {row.status !== 'deactivated' && !row.lastActiveAdmin && (
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => ask(row.role === 'admin' ? 'make-editor' : 'make-admin', row)}
              >
                {row.role === 'admin' ? <Trans>Make editor</Trans> : <Trans>Make admin</Trans>}
              </button>
            )}
            {row.id !== user?.id && row.status === 'active' && (
              <button type="button" className={buttonSecondary} onClick={() => ask('reset-factor', row)}>
                <Trans>Reset second factor</Trans>
              </button>
            )}
            {row.activeSessions > 0 && (
              <button type="button" className={buttonSecondary} onClick={() => ask('sign-out', row)}>
                <Trans>Sign out everywhere</Trans>
              </button>
            )}
            {row.status === 'deactivated' ? (
              <button type="button" className={buttonSecondary} onClick={() => ask('reactivate', row)}>
                <Trans>Reactivate</Trans>
              </button>
            ) : (
              !row.lastActiveAdmin && (
                <button type="button" className={buttonGhostDanger} onClick={() => ask('deactivate', row)}>
                  <Trans>Deactivate</Trans>
                </button>
              )
            )}
          </div>
        )}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onDone={replace} />
      <PendingActionDialog
        confirmation={pending && confirmations[pending.action]}
        onClose={() => setPending(null)}
        onConfirm={() => pending && run(pending.action, pending.account)}
      />
    </AdminPage>
  );
}

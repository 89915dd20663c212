import type { ApiKey } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { pillTones, StatusPill } from '../../../features/admin/StatusPill';
import { AdminPage } from '../../../features/admin/AdminPage';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { formatRelative } from '../../../features/admin/format';
import { formatStudioTime } from '../../../features/admin/studioTime';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, muted } from '../../../features/admin/ui';
import { useNow } from '../../../lib/clock';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { userText } from '../../../lib/user-text';
import { CreateKeyDialog } from './CreateKeyDialog';
import { listQueryProps } from '../../../features/admin/listQueryProps';

type KeyState = 'active' | 'expired' | 'revoked';

const tones: Record<KeyState, string> = {
  active: pillTones.success,
  expired: pillTones.warn,
  revoked: pillTones.neutral,
};

/** Revoked first wins; otherwise expired once its expiry has passed (read against the page's clock). */
function stateOf(key: ApiKey, now: number): KeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

/** A time on the studio's clock (the zone named), the same for every visitor. */
function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatStudioTime(iso)}</time>;
}

/** /admin/api-keys: the keys other systems use the API with (admins only). */
export default function ApiKeysPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const now = useNow();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.apiKeys.list.queryOptions());
  const [creating, setCreating] = useState(false);
  // The dialog opens without a Radix trigger: the focus is given back to its button by hand.
  const createButton = useRef<HTMLButtonElement>(null);
  const closeCreate = () => {
    setCreating(false);
    requestAnimationFrame(() => createButton.current?.focus());
  };
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const stateLabel: Record<KeyState, string> = { active: t`Active`, expired: t`Expired`, revoked: t`Revoked` };
  const replace = (key: ApiKey) =>
    queryClient.setQueryData(trpc.admin.apiKeys.list.queryKey(), (rows) =>
      rows?.some((row) => row.id === key.id)
        ? rows.map((row) => (row.id === key.id ? key : row))
        : [key, ...(rows ?? [])],
    );

  const revoke = async (key: ApiKey) => {
    try {
      replace(await api.admin.apiKeys.revoke.mutate({ id: key.id }));
      toast.success(t`The key “${key.name}” was revoked; it stops working at once.`);
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
      await queryClient.invalidateQueries(trpc.admin.apiKeys.list.queryFilter());
    }
  };

  const columns: Column<ApiKey>[] = [
    {
      id: 'name',
      header: <Trans>Key</Trans>,
      cell: (row) => (
        <>
          <span className="font-medium break-words">{userText(row.name)}</span>
          <code className={`block text-xs ${muted}`}>{row.prefix}…</code>
        </>
      ),
    },
    {
      id: 'scopes',
      header: <Trans>Scopes</Trans>,
      cell: (row) => (
        <ul className="flex flex-wrap gap-1">
          {row.scopes.map((scope) => (
            <li key={scope}>
              <code className="rounded bg-dark/5 px-1.5 py-0.5 text-xs dark:bg-sand/10">{scope}</code>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'created',
      header: <Trans>Created</Trans>,
      cell: (row) => (
        <>
          <Time iso={row.createdAt} />
          <span className={`block text-xs ${muted}`}>
            {row.createdBy ? <Trans>by {userText(row.createdBy.name)}</Trans> : <Trans>by a removed account</Trans>}
          </span>
        </>
      ),
    },
    {
      id: 'expires',
      header: <Trans>Expires</Trans>,
      cell: (row) => (row.expiresAt ? <Time iso={row.expiresAt} /> : <Trans>Never</Trans>),
    },
    {
      id: 'last-used',
      header: <Trans>Last used</Trans>,
      cell: (row) =>
        row.lastUsedAt ? (
          <>
            <time dateTime={row.lastUsedAt} title={formatStudioTime(row.lastUsedAt)}>
              {formatRelative(row.lastUsedAt, now)}
            </time>
            {row.lastUsedIp && (
              <span className={`block text-xs break-all ${muted}`}>
                <Trans>from {row.lastUsedIp}</Trans>
              </span>
            )}
          </>
        ) : (
          <Trans>Never</Trans>
        ),
    },
    {
      id: 'state',
      header: <Trans>State</Trans>,
      cell: (row) => {
        const state = stateOf(row, now);
        return <StatusPill tone={tones[state]}>{stateLabel[state]}</StatusPill>;
      },
    },
  ];

  return (
    <AdminPage
      wide
      title={t`API keys`}
      description={<Trans>Keys let other systems use this site's API. Each may do only what its scopes allow.</Trans>}
      actions={
        <button ref={createButton} type="button" className={button} onClick={() => setCreating(true)}>
          <KeyRound size={18} aria-hidden />
          <Trans>Create key</Trans>
        </button>
      }
    >
      <DataTable
        caption={t`API keys`}
        cardsOnPhone
        columns={columns}
        {...listQueryProps(list)}
        empty={
          <span className="block max-w-prose">
            <Trans>
              No API keys yet. A key lets another system (an HR tool booking its employees, accounting, a calendar sync)
              use this site's API on its own, without a staff member's password, and only for what its scopes allow.
              Create one for each system, so you can revoke it alone.
            </Trans>
          </span>
        }
        actions={(row) =>
          row.revokedAt ? null : (
            <div className="flex justify-end max-sm:justify-start">
              <button type="button" className={buttonGhostDanger} onClick={() => setRevoking(row)}>
                <Trans>Revoke</Trans>
              </button>
            </div>
          )
        }
      />
      <CreateKeyDialog
        open={creating}
        onClose={closeCreate}
        onDone={(key) => {
          const { secret: _secret, ...shown } = key as ApiKey & { secret?: string };
          replace(shown);
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke the key “${revoking?.name}”?`}
        description={t`Whatever uses it is refused from now on, on every server. This cannot be undone: a system that still needs access needs a new key.`}
        confirmLabel={t`Revoke`}
        onConfirm={() => revoking && revoke(revoking)}
      />
    </AdminPage>
  );
}

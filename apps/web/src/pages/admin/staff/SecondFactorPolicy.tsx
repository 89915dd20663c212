import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { toast } from '../../../features/admin/toast';
import { card, muted } from '../../../features/admin/ui';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';

/**
 * The studio's second-factor policy (issue 32): when on, every staff account must set up an authenticator
 * app or a passkey at its next sign-in and can do nothing else until it has. Admins only.
 */
export function SecondFactorPolicy() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.security.get.queryOptions());
  const id = useId();
  const change = async (requireSecondFactor: boolean) => {
    try {
      const saved = await api.admin.security.set.mutate({ requireSecondFactor });
      queryClient.setQueryData(trpc.admin.security.get.queryKey(), saved);
      toast.success(
        saved.requireSecondFactor
          ? t`Every staff account now needs a second factor.`
          : t`A second factor is no longer required.`,
      );
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mb-6 space-y-2`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <Trans>Second factor</Trans>
      </h2>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-primary"
          checked={settings.data?.requireSecondFactor ?? false}
          disabled={!settings.data}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          <Trans>Require an authenticator app or a passkey for every staff account</Trans>
          <span className={`block text-sm ${muted}`}>
            <Trans>
              Those without one are led to set it up at their next sign-in and can do nothing else until they have. You
              need one yourself first.
            </Trans>
          </span>
        </span>
      </label>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useTRPC } from '../../app/trpc';

/** Where a staff member sets up a second factor. */
const ACCOUNT_PATH = '/admin/account';

/**
 * Whether the studio's policy requires a second factor this account has not set up yet: then only its
 * account page opens (the server refuses everything else with SECOND_FACTOR_SETUP_REQUIRED). Undefined
 * while it is asked.
 */
export function useSecondFactorSetupRequired(): boolean | undefined {
  const trpc = useTRPC();
  const factors = useQuery(trpc.account.factors.queryOptions());
  if (factors.isPending) return undefined;
  return Boolean(factors.data?.required && !factors.data.totp && factors.data.passkeys === 0);
}

/** Leads an account the policy stops to its account page, whatever address it opened. */
export function SecondFactorSetupGate({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const required = useSecondFactorSetupRequired();
  // Pages wait for the answer, so a stopped account's page does not fire requests the server refuses.
  if (required === undefined && location !== ACCOUNT_PATH) return null;
  if (required && location !== ACCOUNT_PATH) return <Redirect to={ACCOUNT_PATH} replace />;
  return children;
}

/** The account page's notice while the policy waits for a factor. */
export function SecondFactorSetupNotice() {
  const required = useSecondFactorSetupRequired();
  if (!required) return null;
  return (
    <p role="status" className="rounded-md bg-warn/15 px-3 py-2 text-sm">
      <Trans>
        The studio requires a second factor for every staff account. Add a passkey or set up an authenticator app below;
        the rest of the back office opens once you have.
      </Trans>
    </p>
  );
}

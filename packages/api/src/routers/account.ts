import {
  recoveryCodesSchema,
  ROLES,
  secondFactorStatusSchema,
  submissionResultSchema,
  totpConfirmInputSchema,
  totpRemoveInputSchema,
  totpSetupSchema,
} from '@app/contract';
import { confirmTotp, removeTotp, secondFactorStatus, setUpTotp } from '../services/second-factor';
import { router, staffProcedure } from '../trpc';

/** What an account needs to set up a factor: open while the policy wants one it lacks. */
const setup = staffProcedure(ROLES, { secondFactorSetup: true });

/**
 * The signed-in person's own second factors (issue 32). Passkeys join as `account.passkeys.*` (their own
 * router); the authenticator app is here.
 */
export const accountRouter = router({
  /** What this account has set up, whether the studio requires a factor, and when this session showed one. */
  factors: setup.output(secondFactorStatusSchema).query(({ ctx }) => secondFactorStatus(ctx, ctx.user)),
  totp: router({
    /** A fresh secret (base32 and the otpauth:// URI for the QR code), not active until confirmed. */
    setup: setup.output(totpSetupSchema).mutation(({ ctx }) => setUpTotp(ctx, ctx.user)),
    /** One current code activates it; answers the 10 recovery codes, this once. Audited; the person is emailed. */
    confirm: setup
      .input(totpConfirmInputSchema)
      .output(recoveryCodesSchema)
      .mutation(({ ctx, input }) => confirmTotp(ctx, ctx.user, input.code)),
    /** A current code (or a recovery code) removes it and the recovery codes. Audited; the person is emailed. */
    remove: staffProcedure(ROLES)
      .input(totpRemoveInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => removeTotp(ctx, ctx.user, input.code)),
  }),
});

import {
  passkeyIdInputSchema,
  passkeySchema,
  recoveryCodesSchema,
  registerPasskeyInputSchema,
  renamePasskeyInputSchema,
  ROLES,
  secondFactorStatusSchema,
  submissionResultSchema,
  totpConfirmInputSchema,
  totpRemoveInputSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
} from '@app/contract';
import { z } from 'zod';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from '../services/passkeys';
import { confirmTotp, removeTotp, secondFactorStatus, setUpTotp } from '../services/second-factor';
import { router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';

/** What an account needs to set up a factor: open while the policy wants one it lacks. */
const setup = staffProcedure(ROLES, { secondFactorSetup: true });

/** The signed-in person's own second factors (issue 32): the authenticator app and passkeys, only ever their own. */
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
  passkeys: router({
    /** Their passkeys: name, added, last used. */
    list: setup.output(z.array(passkeySchema)).query(({ ctx }) => listPasskeys(ctx, ctx.user)),
    /** Options for the browser's `startRegistration` (a challenge for 5 minutes, used once). */
    registrationOptions: setup
      .output(webauthnOptionsSchema)
      .mutation(({ ctx }) => passkeyRegistrationOptions(ctx, ctx.user)),
    /** Keeps the passkey the browser made, under a name; audited, and the person is emailed. */
    register: setup.input(registerPasskeyInputSchema).output(passkeySchema).mutation(asStaff(registerPasskey)),
    rename: staffProcedure(ROLES)
      .input(renamePasskeyInputSchema)
      .output(submissionResultSchema)
      .mutation(asStaff(renamePasskey)),
    /** Removes one of their passkeys; audited, and the person is emailed. */
    remove: staffProcedure(ROLES)
      .input(passkeyIdInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => removePasskey(ctx, ctx.user, input.id)),
  }),
});

import {
  passkeyIdInputSchema,
  passkeySchema,
  registerPasskeyInputSchema,
  renamePasskeyInputSchema,
  ROLES,
  submissionResultSchema,
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
import { router, staffProcedure } from '../trpc';

/** The signed-in staff member's own account: only ever their own passkeys. */
export const accountRouter = router({
  passkeys: router({
    /** Their passkeys: name, added, last used. */
    list: staffProcedure(ROLES)
      .output(z.array(passkeySchema))
      .query(({ ctx }) => listPasskeys(ctx, ctx.user)),
    /** Options for the browser's `startRegistration` (a challenge for 5 minutes, used once). */
    registrationOptions: staffProcedure(ROLES)
      .output(webauthnOptionsSchema)
      .mutation(({ ctx }) => passkeyRegistrationOptions(ctx, ctx.user)),
    /** Keeps the passkey the browser made, under a name; audited, and the person is emailed. */
    register: staffProcedure(ROLES)
      .input(registerPasskeyInputSchema)
      .output(passkeySchema)
      .mutation(({ ctx, input }) => registerPasskey(ctx, ctx.user, input)),
    rename: staffProcedure(ROLES)
      .input(renamePasskeyInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => renamePasskey(ctx, ctx.user, input)),
    /** Removes one of their passkeys; audited, and the person is emailed. */
    remove: staffProcedure(ROLES)
      .input(passkeyIdInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => removePasskey(ctx, ctx.user, input.id)),
  }),
});

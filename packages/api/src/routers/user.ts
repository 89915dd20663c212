import {
  changePasswordInputSchema,
  firstAdminSetupInputSchema,
  firstAdminSetupLinkInputSchema,
  firstAdminSetupStateSchema,
  forgotPasswordInputSchema,
  identityProviderSchema,
  loginInputSchema,
  loginResultSchema,
  oauthExchangeInputSchema,
  oauthStartInputSchema,
  oauthStartSchema,
  passkeySignInInputSchema,
  ownSessionIdInputSchema,
  ownSessionSchema,
  ROLES,
  setPasswordWithTokenInputSchema,
  setPasswordWithTokenResultSchema,
  staffLinkInputSchema,
  staffLinkSchema,
  submissionResultSchema,
  updateProfileInputSchema,
  type User,
  userSchema,
  webauthnOptionsSchema,
} from '@app/contract';
import { repo } from '@app/db';
import { z } from 'zod';
import { changePassword, login, updateProfile } from '../services/auth';
import { completeFirstAdminSetup, describeFirstAdminSetup } from '../services/first-admin';
import { exchangeHandoff, startSignIn } from '../services/oidc';
import { listOwnSessions, revokeOwnSession } from '../services/own-sessions';
import { passkeySignIn, passkeySignInOptions } from '../services/passkeys';
import { logout } from '../services/sessions';
import { describeStaffLink, requestPasswordReset, setPasswordWithLink } from '../services/staff-links';
import { cachedPublicProcedure, publicProcedure, router, staffProcedure } from '../trpc';

export const userRouter = router({
  /** The signed-in staff user (GET /api/user). */
  me: staffProcedure(ROLES)
    .meta({ personalData: true })
    .output(userSchema)
    .query(({ ctx }): User => {
      const { id, email, name, role } = ctx.user;
      return { id, email, name, role };
    }),
  /** Staff change their own name; answers the saved user. */
  updateProfile: staffProcedure(ROLES)
    .input(updateProfileInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input.name)),
  /** Staff change their own password; every other session of theirs ends. */
  changePassword: staffProcedure(ROLES)
    .meta({ directionControlsAllowed: ['currentPassword', 'newPassword'] })
    .input(changePasswordInputSchema)
    .output(submissionResultSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, ctx.user, input);
      return { ok: true as const };
    }),
  /** Where the signed-in person is signed in (device, last used, this one). */
  sessions: staffProcedure(ROLES)
    .output(z.array(ownSessionSchema))
    .query(({ ctx }) => listOwnSessions(ctx, ctx.user)),
  /** Ends one of their own sessions. */
  revokeSession: staffProcedure(ROLES)
    .input(ownSessionIdInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => revokeOwnSession(ctx, ctx.user, input.id)),
  /** Staff accounts (admins only: editors manage content, not people). */
  list: staffProcedure(['admin'])
    .meta({ personalData: true })
    .output(z.array(userSchema))
    .query(({ ctx }) => repo.listUsers(ctx.db)),
});

export const authRouter = router({
  /** POST /api/login: email and password for a bearer token. */
  login: publicProcedure
    .meta({ directionControlsAllowed: ['password'] })
    .input(loginInputSchema)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),
  /** Options for the browser's `startAuthentication`: any passkey of this site (discoverable), user verification required. */
  passkeyOptions: publicProcedure.output(webauthnOptionsSchema).mutation(({ ctx }) => passkeySignInOptions(ctx)),
  /** Signs in with a passkey (no email typed): the same answer as `login`. A passkey counts as both factors. */
  passkeySignIn: publicProcedure
    .input(passkeySignInInputSchema)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => passkeySignIn(ctx, input)),
  /** Revokes the bearer token's session. Always succeeds: the client clears its state regardless. */
  logout: publicProcedure.output(submissionResultSchema).mutation(async ({ ctx }) => {
    await logout(ctx);
    return { ok: true as const };
  }),
  /** "Forgot password": emails a reset link if the address is an account's; the answer is the same either way. */
  forgotPassword: publicProcedure
    .input(forgotPasswordInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  /**
   * What an invitation or reset link is for, while it works. A read sent as a mutation (POST): the token
   * is a credential, and a query's input would put it in the URL, where logs and proxies keep it.
   */
  passwordLink: publicProcedure
    .meta({ personalData: true })
    .input(staffLinkInputSchema)
    .output(staffLinkSchema)
    .mutation(({ ctx, input }) => describeStaffLink(ctx, input.token)),
  /** Chooses a password through an invitation or reset link (once); every session of the account ends. */
  setPassword: publicProcedure
    .meta({ personalData: true, directionControlsAllowed: ['password'] })
    .input(setPasswordWithTokenInputSchema)
    .output(setPasswordWithTokenResultSchema)
    .mutation(({ ctx, input }) => setPasswordWithLink(ctx, input)),
  /** Whether the first-admin setup link works (a POST: the token stays out of URLs and logs). */
  setupLink: publicProcedure
    .input(firstAdminSetupLinkInputSchema)
    .output(firstAdminSetupStateSchema)
    .mutation(({ ctx, input }) => describeFirstAdminSetup(ctx, input.token)),
  /** Creates the first admin through the setup link (once) and signs them in. */
  completeSetup: publicProcedure
    .meta({ personalData: true })
    .input(firstAdminSetupInputSchema)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => completeFirstAdminSetup(ctx, input)),
  /** The configured identity providers, for the sign-in page's buttons. */
  providers: cachedPublicProcedure()
    .output(z.array(identityProviderSchema))
    .query(({ ctx }) => [...ctx.identityProviders.values()].map(({ name, label }) => ({ name, label }))),
  /** POST /api/oauth/{provider}: the URL of the provider's sign-in page. */
  oauthStart: publicProcedure
    .input(oauthStartInputSchema)
    .output(oauthStartSchema)
    .mutation(({ ctx, input }) => startSignIn(ctx, input.provider)),
  /** Trades the one-time code of the provider's redirect for a token. */
  oauthExchange: publicProcedure
    .input(oauthExchangeInputSchema)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => exchangeHandoff(ctx, input.code)),
});

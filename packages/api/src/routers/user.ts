import {
  changePasswordInputSchema,
  firstAdminSetupInputSchema,
  firstAdminSetupLinkInputSchema,
  firstAdminSetupStateSchema,
  forgotPasswordInputSchema,
  identityProviderSchema,
  loginAnswerSchema,
  loginInputSchema,
  loginResultSchema,
  secondFactorAnswerSchema,
  secondFactorInputSchema,
  stepUpAnswerSchema,
  stepUpInputSchema,
  passkeyOptionsInputSchema,
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
import { changePassword, login, signInWithSecondFactor, updateProfile } from '../services/auth';
import { stepUp, ticketPasskeyOptions } from '../services/second-factor';
import { completeFirstAdminSetup, describeFirstAdminSetup } from '../services/first-admin';
import { exchangeHandoff, startSignIn } from '../services/oidc';
import { listOwnSessions, revokeOwnSession } from '../services/own-sessions';
import { passkeyOptions } from '../services/passkey-assertions';
import { passkeySignIn } from '../services/passkeys';
import { logout } from '../services/sessions';
import { describeStaffLink, requestPasswordReset, setPasswordWithLink } from '../services/staff-links';
import { cachedPublicProcedure, publicProcedure, router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';
import { personalDataProcedure } from './personal-data';

/** Any signed-in staff member, acting on their own account. */
const staff = staffProcedure(ROLES);

export const userRouter = router({
  /** The signed-in staff user (GET /api/user). Open while the policy wants a factor set up. */
  me: staffProcedure(ROLES, { secondFactorSetup: true })
    .meta({ personalData: true })
    .output(userSchema)
    .query(({ ctx }): User => {
      const { id, email, name, role } = ctx.user;
      return { id, email, name, role };
    }),
  /** Staff change their own name; answers the saved user. */
  updateProfile: staff
    .input(updateProfileInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input.name)),
  /** Staff change their own password; every other session of theirs ends. */
  changePassword: staff
    .meta({ directionControlsAllowed: ['currentPassword', 'newPassword'] })
    .input(changePasswordInputSchema)
    .output(submissionResultSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, ctx.user, input);
      return { ok: true as const };
    }),
  /** Where the signed-in person is signed in (device, last used, this one). */
  sessions: staff.output(z.array(ownSessionSchema)).query(({ ctx }) => listOwnSessions(ctx, ctx.user)),
  /** Ends one of their own sessions. */
  revokeSession: staff
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
  /**
   * POST /api/login: email and password for a bearer token, or, when the account must show a second factor
   * (or signs in from a new device without one), `{ secondFactor: { ticket, methods } }` for auth.secondFactor.
   */
  login: publicProcedure
    .meta({ directionControlsAllowed: ['password'] })
    .input(loginInputSchema)
    .output(loginAnswerSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),
  /** The ticket of a correct password and a code (authenticator, recovery or emailed): the session. */
  secondFactor: publicProcedure
    .input(secondFactorInputSchema)
    .output(secondFactorAnswerSchema)
    .mutation(({ ctx, input }) => signInWithSecondFactor(ctx, input)),
  /** A fresh second factor on this session for the next 10 minutes (sensitive actions ask for it). */
  stepUp: staff.input(stepUpInputSchema).output(stepUpAnswerSchema).mutation(asStaff(stepUp)),
  /**
   * Options for the browser's `startAuthentication`, user verification required: any passkey of this site
   * (discoverable, to sign in), or with the ticket of a correct password only that account's (its second factor).
   */
  passkeyOptions: publicProcedure
    .input(passkeyOptionsInputSchema)
    .output(webauthnOptionsSchema)
    .mutation(({ ctx, input }) => (input?.ticket ? ticketPasskeyOptions(ctx, input.ticket) : passkeyOptions(ctx))),
  /** Options for confirming a sensitive action with one of the signed-in person's own passkeys (then auth.stepUp). */
  stepUpOptions: staff.output(webauthnOptionsSchema).mutation(({ ctx }) => passkeyOptions(ctx, ctx.user.id)),
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
  passwordLink: personalDataProcedure
    .input(staffLinkInputSchema)
    .output(staffLinkSchema)
    .mutation(({ ctx, input }) => describeStaffLink(ctx, input.token)),
  /** Chooses a password through an invitation or reset link (once); every session of the account ends. */
  setPassword: personalDataProcedure
    .meta({ directionControlsAllowed: ['password'] })
    .input(setPasswordWithTokenInputSchema)
    .output(setPasswordWithTokenResultSchema)
    .mutation(({ ctx, input }) => setPasswordWithLink(ctx, input)),
  /** Whether the first-admin setup link works (a POST: the token stays out of URLs and logs). */
  setupLink: publicProcedure
    .input(firstAdminSetupLinkInputSchema)
    .output(firstAdminSetupStateSchema)
    .mutation(({ ctx, input }) => describeFirstAdminSetup(ctx, input.token)),
  /** Creates the first admin through the setup link (once) and signs them in. */
  completeSetup: personalDataProcedure
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
    .output(loginAnswerSchema)
    .mutation(({ ctx, input }) => exchangeHandoff(ctx, input.code)),
});

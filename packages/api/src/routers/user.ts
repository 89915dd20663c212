import {
  changePasswordInputSchema,
  loginInputSchema,
  oauthExchangeInputSchema,
  oauthStartInputSchema,
  ROLES,
  updateProfileInputSchema,
  type User,
} from '@app/contract';
import { repo } from '@app/db';
import { changePassword, login, updateProfile } from '../services/auth';
import { exchangeHandoff, startSignIn } from '../services/oidc';
import { logout } from '../services/sessions';
import { publicProcedure, router, staffProcedure } from '../trpc';

export const userRouter = router({
  /** The signed-in staff user (GET /api/user). */
  me: staffProcedure(ROLES)
    .meta({ personalData: true })
    .query(({ ctx }): User => {
      const { id, email, name, role } = ctx.user;
      return { id, email, name, role };
    }),
  /** Staff change their own name; answers the saved user. */
  updateProfile: staffProcedure(ROLES)
    .input(updateProfileInputSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input.name)),
  /** Staff change their own password; every other session of theirs ends. */
  changePassword: staffProcedure(ROLES)
    .input(changePasswordInputSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, ctx.user, input);
      return { ok: true as const };
    }),
  /** Staff accounts (admins only: editors manage content, not people). */
  list: staffProcedure(['admin'])
    .meta({ personalData: true })
    .query(({ ctx }) => repo.listUsers(ctx.db)),
});

export const authRouter = router({
  /** POST /api/login: email and password for a bearer token. */
  login: publicProcedure.input(loginInputSchema).mutation(({ ctx, input }) => login(ctx, input)),
  /** Revokes the bearer token's session. Always succeeds: the client clears its state regardless. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx);
    return { ok: true as const };
  }),
  /** The configured identity providers, for the sign-in page's buttons. */
  providers: publicProcedure.query(({ ctx }) =>
    [...ctx.identityProviders.values()].map(({ name, label }) => ({ name, label })),
  ),
  /** POST /api/oauth/{provider}: the URL of the provider's sign-in page. */
  oauthStart: publicProcedure
    .input(oauthStartInputSchema)
    .mutation(({ ctx, input }) => startSignIn(ctx, input.provider)),
  /** Trades the one-time code of the provider's redirect for a token. */
  oauthExchange: publicProcedure
    .input(oauthExchangeInputSchema)
    .mutation(({ ctx, input }) => exchangeHandoff(ctx, input.code)),
});

import { oauthStartInputSchema, ROLES, type User } from '@app/contract';
import { AppError } from '../errors';
import { logout } from '../services/sessions';
import { publicProcedure, router, staffProcedure } from '../trpc';

export const userRouter = router({
  /** The signed-in staff user (GET /api/user). */
  me: staffProcedure(ROLES).query(({ ctx }): User => {
    const { id, email, name, role } = ctx.user;
    return { id, email, name, role };
  }),
});

export const authRouter = router({
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
  oauthStart: publicProcedure.input(oauthStartInputSchema).mutation(async ({ ctx, input }) => {
    const provider = ctx.identityProviders.get(input.provider);
    if (!provider) throw new AppError('NOT_FOUND', `Unknown sign-in provider "${input.provider}".`);
    return { url: await provider.authorizationUrl() };
  }),
});

import type { Role } from '@app/contract';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import { fieldErrorsOf, toTRPCError } from './errors';
import { userFromToken } from './services/sessions';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const internal = shape.data.httpStatus >= 500 && error.code !== 'SERVICE_UNAVAILABLE';
    return {
      ...shape,
      // A 5xx never carries internal details to the client; the server logs them with the request id.
      message: internal ? 'Something went wrong. Please try again.' : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: fieldErrorsOf(error) ?? null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps service errors (AppError), input validation and database outages to their tRPC codes. */
const errorMapping = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

/** Anyone may call it. */
export const publicProcedure = t.procedure.use(errorMapping);

/** Signed-in staff whose role is in `roles`; 401 without a valid session, 403 for another role. */
export function staffProcedure(roles: readonly Role[]) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const user = await userFromToken(ctx);
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
    if (!roles.includes(user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have access to this.' });
    }
    return next({ ctx: { ...ctx, user } });
  });
}

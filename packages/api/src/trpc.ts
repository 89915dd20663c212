import type { Role } from '@app/contract';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import {
  AppError,
  fieldErrorsOf,
  INVALID_INPUT_MESSAGE,
  isUnreadableInput,
  nulFields,
  toTRPCError,
  UNREADABLE_INPUT_MESSAGE,
} from './errors';
import { userFromToken } from './services/sessions';

/** What a procedure declares about itself, read by the transports. */
export interface ProcedureMeta {
  /** Its answer carries people's personal data: browsers and proxies must not store it (Cache-Control: no-store). */
  personalData?: boolean;
}

const withMeta = initTRPC.context<Context>().meta<ProcedureMeta>();

const t = withMeta.create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const internal = shape.data.httpStatus >= 500 && error.code !== 'SERVICE_UNAVAILABLE';
    return {
      ...shape,
      // A 5xx never carries internal details to the client; the server logs them with the request id.
      // Nor does a parser's message about input it could not read.
      message: internal
        ? 'Something went wrong. Please try again.'
        : isUnreadableInput(error)
          ? UNREADABLE_INPUT_MESSAGE
          : shape.message,
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

/** Input with U+0000 in a string is refused per field before any procedure tries to store it. */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  const fields = nulFields(await getRawInput());
  if (fields) throw new AppError('INVALID', INVALID_INPUT_MESSAGE, fields);
  return next();
});

const mapped = t.procedure.use(errorMapping);

/** Anyone may call it. */
export const publicProcedure = mapped.use(refuseNul);

/** Signed-in staff whose role is in `roles`; 401 without a valid session, 403 for another role. */
export function staffProcedure(roles: readonly Role[]) {
  return mapped
    .use(async ({ ctx, next }) => {
      const user = await userFromToken(ctx);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
      if (!roles.includes(user.role)) {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have access to this.' });
      }
      return next({ ctx: { ...ctx, user } });
    })
    .use(refuseNul);
}

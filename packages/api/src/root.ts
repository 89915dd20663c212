import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { bookingRouter } from './routers/booking';
import { classRouter } from './routers/class';
import { registrationRouter } from './routers/registration';
import {
  corporateRouter,
  faqRouter,
  mediaRouter,
  settingsRouter,
  sliderRouter,
  staticContentRouter,
  storyRouter,
} from './routers/content';
import { counselorRouter } from './routers/counselor';
import { memberRouter } from './routers/member';
import { pageRouter } from './routers/page';
import { authRouter, userRouter } from './routers/user';
import { keptAnswerCallerFactory } from './caller';
import { createCallerFactory, type ProcedureMeta, router } from './trpc';

export const appRouter = router({
  class: classRouter,
  counselor: counselorRouter,
  media: mediaRouter,
  story: storyRouter,
  slider: sliderRouter,
  faq: faqRouter,
  corporate: corporateRouter,
  staticContent: staticContentRouter,
  page: pageRouter,
  settings: settingsRouter,
  user: userRouter,
  auth: authRouter,
  account: accountRouter,
  admin: adminRouter,
  registration: registrationRouter,
  booking: bookingRouter,
  member: memberRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The server-side caller (REST shims, server rendering): tRPC's, but a cached read's kept answer skips it (caller.ts). */
export const createCaller = keptAnswerCallerFactory(appRouter, createCallerFactory(appRouter));

/** Whether any of the procedures at these paths (one request may batch several) answers personal data. */
export function answersPersonalData(paths: readonly string[] | undefined): boolean {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: ProcedureMeta } } | undefined
  >;
  return (paths ?? []).some((path) => procedures[path]?._def.meta?.personalData === true);
}

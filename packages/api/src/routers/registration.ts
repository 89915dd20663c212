import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  newsletterInputSchema,
  newsletterLinkInputSchema,
  newsletterLinkSchema,
  newsletterTokenInputSchema,
  privateSessionRequestInputSchema,
  submissionResultSchema,
} from '@app/contract';
import { bookSession } from '../services/bookings/book';
import { requestPrivateSession } from '../services/bookings/private-request';
import { confirmSubscription, newsletterLink, subscribe, unsubscribe } from '../services/newsletter';
import { sendContactMessage } from '../services/registrations';
import { idempotently } from '../services/idempotency';
import type { Context } from '../context';
import { publicProcedure, router } from '../trpc';
import { personalDataProcedure } from './personal-data';

/** A form's submission: retried with the same `Idempotency-Key`, it answers its first answer again. */
const idempotent =
  <I, O>(submit: (ctx: Context, input: I) => Promise<O>) =>
  ({ ctx, input, path }: { ctx: Context; input: I; path: string }) =>
    idempotently(ctx, path, input, () => submit(ctx, input));

export const registrationRouter = router({
  newsletter: publicProcedure
    .input(newsletterInputSchema)
    .output(submissionResultSchema)
    .mutation(idempotent(subscribe)),
  /** Confirms a sign-up with the token of its confirmation email; nothing is sent before. */
  confirmNewsletter: publicProcedure
    .input(newsletterTokenInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => confirmSubscription(ctx, input.token)),
  /**
   * Whom a newsletter email's link is for (its page asks before acting). A read sent as a mutation (POST): the
   * token must not travel in a URL.
   */
  newsletterLink: personalDataProcedure
    .input(newsletterLinkInputSchema)
    .output(newsletterLinkSchema)
    .mutation(({ ctx, input }) => newsletterLink(ctx, input)),
  unsubscribe: publicProcedure
    .input(newsletterTokenInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.token)),
  /** Books seats of one dated session of a class (`sessionId`). */
  classRegistration: publicProcedure
    .input(classRegistrationInputSchema)
    .output(classRegistrationResultSchema)
    .mutation(idempotent(bookSession)),
  /** Asks for a private session (a PRIVATE_SESSION class has no public dates). */
  privateSessionRequest: publicProcedure
    .input(privateSessionRequestInputSchema)
    .output(submissionResultSchema)
    .mutation(idempotent(requestPrivateSession)),
  contact: publicProcedure
    .input(contactInputSchema)
    .output(submissionResultSchema)
    .mutation(idempotent(sendContactMessage)),
});

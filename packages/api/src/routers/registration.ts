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
import { publicProcedure, router } from '../trpc';

export const registrationRouter = router({
  newsletter: publicProcedure
    .input(newsletterInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input, path }) => idempotently(ctx, path, input, () => subscribe(ctx, input))),
  /** Confirms a sign-up with the token of its confirmation email; nothing is sent before. */
  confirmNewsletter: publicProcedure
    .input(newsletterTokenInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => confirmSubscription(ctx, input.token)),
  /**
   * Whom a newsletter email's link is for (its page asks before acting). A read sent as a mutation (POST): the
   * token must not travel in a URL.
   */
  newsletterLink: publicProcedure
    .meta({ personalData: true })
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
    .mutation(({ ctx, input, path }) => idempotently(ctx, path, input, () => bookSession(ctx, input))),
  /** Asks for a private session (a PRIVATE_SESSION class has no public dates). */
  privateSessionRequest: publicProcedure
    .input(privateSessionRequestInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input, path }) => idempotently(ctx, path, input, () => requestPrivateSession(ctx, input))),
  contact: publicProcedure
    .input(contactInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input, path }) => idempotently(ctx, path, input, () => sendContactMessage(ctx, input))),
});

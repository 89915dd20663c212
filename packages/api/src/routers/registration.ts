import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  newsletterInputSchema,
  privateSessionRequestInputSchema,
  submissionResultSchema,
} from '@app/contract';
import { z } from 'zod';
import { bookSession } from '../services/bookings/book';
import { requestPrivateSession } from '../services/bookings/private-request';
import { sendContactMessage, subscribe, unsubscribe } from '../services/registrations';
import { publicProcedure, router } from '../trpc';

export const registrationRouter = router({
  newsletter: publicProcedure
    .input(newsletterInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => subscribe(ctx, input)),
  unsubscribe: publicProcedure
    .input(z.object({ token: z.string().min(10).max(100) }))
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.token)),
  /** Books seats of one dated session of a class (`sessionId`). */
  classRegistration: publicProcedure
    .input(classRegistrationInputSchema)
    .output(classRegistrationResultSchema)
    .mutation(({ ctx, input }) => bookSession(ctx, input)),
  /** Asks for a private session (a PRIVATE_SESSION class has no public dates). */
  privateSessionRequest: publicProcedure
    .input(privateSessionRequestInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => requestPrivateSession(ctx, input)),
  contact: publicProcedure
    .input(contactInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});

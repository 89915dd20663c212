import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  newsletterInputSchema,
  submissionResultSchema,
} from '@app/contract';
import { z } from 'zod';
import { registerForClass, sendContactMessage, subscribe, unsubscribe } from '../services/registrations';
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
  classRegistration: publicProcedure
    .input(classRegistrationInputSchema)
    .output(classRegistrationResultSchema)
    .mutation(({ ctx, input }) => registerForClass(ctx, input)),
  contact: publicProcedure
    .input(contactInputSchema)
    .output(submissionResultSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});

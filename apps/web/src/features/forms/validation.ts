/**
 * The public forms' validation, one chunk loaded on a form's first validation (lazyResolver.ts): the same zod
 * schemas the server validates with.
 */
import {
  attendanceModeSchema,
  type ClassRegistrationInput,
  type ContactInput,
  classRegistrationInputSchema,
  contactInputSchema,
  type NewsletterInput,
  newsletterInputSchema,
  type PrivateSessionRequestInput,
  privateSessionRequestInputSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

export const classRegistrationResolver: Resolver<ClassRegistrationInput> = zodResolver(classRegistrationInputSchema);

/** A hybrid class's booking form: the visitor says how they join (the API would assume in person). */
export const hybridRegistrationResolver = zodResolver(
  classRegistrationInputSchema.extend({ attendanceMode: attendanceModeSchema }),
) as Resolver<ClassRegistrationInput>;

export const contactResolver: Resolver<ContactInput> = zodResolver(contactInputSchema);

export const newsletterResolver: Resolver<NewsletterInput> = zodResolver(newsletterInputSchema);

/** Three date inputs, any of them left empty: the contract's list holds only the dates given. */
const privateSessionRequestForm = privateSessionRequestInputSchema.extend({
  preferredDates: z.preprocess(
    (dates) => (Array.isArray(dates) ? dates.filter((d) => d !== '') : dates),
    privateSessionRequestInputSchema.shape.preferredDates,
  ),
});

export const privateSessionRequestResolver = zodResolver(
  privateSessionRequestForm,
) as Resolver<PrivateSessionRequestInput>;

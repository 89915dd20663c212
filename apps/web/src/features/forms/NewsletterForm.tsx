import type { NewsletterInput } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../app/trpc';
import { buttonPrimary } from '../content/ui';
import { ConsentCheckbox } from './ConsentCheckbox';
import { Field, FormMessage, inputClass } from './fields';
import { FormBody } from './FormBody';
import { FormFooter } from './FormFooter';
import { lazyResolver } from './lazyResolver';
import { useServerForm } from './useServerForm';

/** Validation loads on the form's first check (lazyResolver.ts). */
const newsletterResolver = lazyResolver(() => import('./validation').then((m) => m.newsletterResolver));

/**
 * The form sits on a white card (dark in the dark theme): the button must stand out from it, so it is
 * the primary green there, and gold on the dark card.
 */
const newsletterButton = `${buttonPrimary} dark:bg-gold dark:text-dark dark:hover:bg-gold-light`;

/** Email, optional name and consent: the newsletter block at the foot of every page (NewsletterBlock.tsx). */
export default function NewsletterForm() {
  const { t } = useLingui();
  // No default values: each field's value is read from the page as it registers, so what a visitor typed before
  // this code arrived (the fields take typing from the server's HTML, NewsletterBlock.tsx) is what is sent.
  const form = useForm<NewsletterInput>({ resolver: newsletterResolver });
  const { onSubmit, formError, result } = useServerForm(form, ['email', 'name', 'consent'], (values, idempotencyKey) =>
    api.registration.newsletter.mutate(values, { context: { idempotencyKey } }),
  );
  const errors = form.formState.errors;
  if (result) {
    return (
      <FormMessage kind="success">
        <Trans>Thank you! Please confirm with the link we have just emailed you.</Trans>
      </FormMessage>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="relative" aria-label={t`Newsletter signup`}>
      <FormBody className="space-y-3" openBeforeHydration>
        <div className="grid gap-3 min-[600px]:grid-cols-2">
          <Field id="newsletter-email" label={<Trans>Email</Trans>} error={errors.email}>
            {(props) => (
              <input type="email" autoComplete="email" className={inputClass} {...props} {...form.register('email')} />
            )}
          </Field>
          <Field
            id="newsletter-name"
            label={<Trans>Name</Trans>}
            optional={<Trans>(optional)</Trans>}
            error={errors.name}
          >
            {(props) => <input autoComplete="name" className={inputClass} {...props} {...form.register('name')} />}
          </Field>
        </div>
        <ConsentCheckbox
          idPrefix="newsletter"
          registration={form.register('consent')}
          invalid={!!errors.consent}
          onCard
        >
          <Trans>I agree to receive the newsletter and can unsubscribe at any time.</Trans>
        </ConsentCheckbox>
        <FormFooter
          honeypot={form.register('website')}
          formError={formError}
          busy={form.formState.isSubmitting}
          buttonClassName={`${newsletterButton} disabled:opacity-60`}
        >
          <Trans>Sign up</Trans>
        </FormFooter>
      </FormBody>
    </form>
  );
}

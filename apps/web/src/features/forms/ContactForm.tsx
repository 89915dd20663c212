import { CONTACT_TOPICS, type ContactInput } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../app/trpc';
import { ContactFields } from './ContactFields';
import { Field, FormMessage, inputClass } from './fields';
import { FormBody } from './FormBody';
import { FormFooter } from './FormFooter';
import { lazyResolver } from './lazyResolver';
import { useServerForm } from './useServerForm';

/** Validation loads on the form's first check (lazyResolver.ts). */
const contactResolver = lazyResolver(() => import('./validation').then((m) => m.contactResolver));

/** Name, email, optional phone and topic, message. */
export default function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const { t } = useLingui();
  const topics: Record<(typeof CONTACT_TOPICS)[number], string> = {
    general: t`General question`,
    classes: t`Classes`,
    corporate: t`Corporate programmes`,
    facilitators: t`Facilitators`,
    other: t`Something else`,
  };
  const form = useForm<ContactInput>({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', phone: '', topic: 'general', message: initialMessage },
  });
  const { onSubmit, formError, result } = useServerForm(
    form,
    ['name', 'email', 'phone', 'topic', 'message'],
    (values, idempotencyKey) => api.registration.contact.mutate(values, { context: { idempotencyKey } }),
  );
  const errors = form.formState.errors;
  if (result) {
    return (
      <FormMessage kind="success">
        <Trans>Thank you for your message. We usually answer within two working days.</Trans>
      </FormMessage>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="relative" aria-label={t`Contact form`}>
      <FormBody className="space-y-4">
        <ContactFields form={form} idPrefix="contact" optionalPhone>
          <Field id="contact-topic" label={<Trans>Topic</Trans>} error={errors.topic}>
            {(props) => (
              <select className={inputClass} {...props} {...form.register('topic')}>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {topics[topic]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </ContactFields>
        <Field id="contact-message" label={<Trans>Message</Trans>} error={errors.message}>
          {(props) => <textarea rows={5} className={inputClass} {...props} {...form.register('message')} />}
        </Field>
        <FormFooter
          honeypot={form.register('website')}
          formError={formError}
          busy={form.formState.isSubmitting}
          buttonClassName="rounded-full bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60"
        >
          <Trans>Send message</Trans>
        </FormFooter>
      </FormBody>
    </form>
  );
}

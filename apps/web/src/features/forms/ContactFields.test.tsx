// @vitest-environment happy-dom
import { type ContactInput, contactInputSchema, type NewsletterInput, newsletterInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { clickButton } from '../../testing/form-events';
import { inEnglish, renderWithMessages } from '../../testing/render';
import { ConsentCheckbox } from './ConsentCheckbox';
import { ContactFields } from './ContactFields';
import { FormFooter } from './FormFooter';

inEnglish();

function ContactForm({ optionalPhone }: { optionalPhone: boolean }) {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { name: '', email: '', phone: 'abc', message: 'Hello' },
  });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <ContactFields form={form} idPrefix="test" optionalPhone={optionalPhone}>
        <p>In the same grid</p>
      </ContactFields>
      <FormFooter honeypot={form.register('website')} formError="Not sent." busy={false}>
        Send
      </FormFooter>
    </form>
  );
}

function NewsletterForm({ onSend }: { onSend: () => void }) {
  const form = useForm<NewsletterInput>({ resolver: zodResolver(newsletterInputSchema), defaultValues: { email: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSend)} noValidate>
      <ConsentCheckbox
        idPrefix="test"
        registration={form.register('consent')}
        invalid={!!form.formState.errors.consent}
      >
        I agree
      </ConsentCheckbox>
      <button type="submit">Sign up</button>
    </form>
  );
}

describe('the contact fields', () => {
  it('label name, email and phone, in one grid with the fields given', () => {
    renderWithMessages(<ContactForm optionalPhone={false} />);
    expect(screen.getByLabelText('Name').id).toBe('test-name');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Phone (WhatsApp)').getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByText('In the same grid').parentElement).toBe(
      screen.getByLabelText('Name').parentElement?.parentElement,
    );
  });

  it('ask for an optional plain phone number on the contact form', () => {
    renderWithMessages(<ContactForm optionalPhone />);
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.id).toBe('test-phone');
    expect(document.querySelector('label[for="test-phone"]')?.textContent).toBe('Phone(optional)');
  });

  it('tie each field’s error to it for screen readers', async () => {
    renderWithMessages(<ContactForm optionalPhone />);
    await clickButton('Send');
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required.');
    const phone = screen.getByLabelText(/^Phone/);
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a phone number such as +62 812 3456 7890.',
    );
  });

  it('end with a hidden spam trap, the form’s error and the send button', () => {
    renderWithMessages(<ContactForm optionalPhone={false} />);
    const trap = screen.getByLabelText('Website', { selector: 'input' });
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Not sent.');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });
});

describe('the consent box', () => {
  it('refuses to send unticked and says why, tied to the box', async () => {
    const onSend = vi.fn();
    renderWithMessages(<NewsletterForm onSend={onSend} />);
    await clickButton('Sign up');
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please agree so we can keep your details.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('has no error before it is needed', () => {
    renderWithMessages(<NewsletterForm onSend={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });
});

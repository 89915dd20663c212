// @vitest-environment happy-dom
import { TRPCClientError } from '@trpc/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickButton, typeInto } from '../../testing/form-events';
import { inEnglish, renderWithMessages } from '../../testing/render';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../app/trpc', () => ({
  api: { registration: { contact: { mutate: send }, newsletter: { mutate: send } } },
}));

import { applyServerErrors, submittedForm } from '../../lib/server-errors';
import ContactForm from './ContactForm';
import NewsletterForm from './NewsletterForm';

inEnglish();
afterEach(() => {
  send.mockReset();
});

/** A 422 as the tRPC client receives it, its fields in the order the server checked them. */
function refused(fieldErrors: Record<string, string[]>) {
  const message = 'There were some problems with your input.';
  return new TRPCClientError<any>(message, {
    result: { error: { message, code: -32600, data: { code: 'UNPROCESSABLE_CONTENT', httpStatus: 422, fieldErrors } } },
  });
}

const invalidity = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');

/** Sends the contact form; then both fields are marked invalid (the first waited for), and `focused` has the focus. */
async function sendContactForm(invalid: [string, string], focused: string) {
  await clickButton('Send message');
  await waitFor(() => expect(invalidity(invalid[0])).toBe('true'));
  expect(invalidity(invalid[1])).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText(focused));
}

describe('after a failed submit, the first invalid field in the form has the focus', () => {
  it('when the browser’s check fails', async () => {
    renderWithMessages(<ContactForm />);
    typeInto('Email', 'not-an-address');
    await sendContactForm(['Message', 'Name'], 'Name');
  });

  it('when the server refuses fields, whatever order it names them in', async () => {
    send.mockRejectedValueOnce(
      refused({ message: ['Write a little more.'], email: ['This address cannot receive mail.'] }),
    );
    renderWithMessages(<ContactForm initialMessage="Hello there" />);
    typeInto('Name', 'Rina');
    typeInto('Email', 'rina@example.com');
    await sendContactForm(['Email', 'Message'], 'Email');
  });

  it('in its own form only, when another form on the page has fields of the same names', async () => {
    send.mockRejectedValueOnce(refused({ consent: ['Please agree.'], email: ['This address cannot receive mail.'] }));
    renderWithMessages(
      <>
        <ContactForm initialMessage="Hello there" />
        <NewsletterForm />
      </>,
    );
    const newsletter = screen.getByRole('form', { name: 'Newsletter signup' });
    fireEvent.change(newsletter.querySelector('input[name="email"]')!, { target: { value: 'rina@example.com' } });
    fireEvent.click(newsletter.querySelector('input[name="consent"]')!);
    await clickButton('Sign up');
    await waitFor(() => expect(newsletter.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(document.activeElement).toBe(newsletter.querySelector('input[name="email"]'));
  });

  it('for a key naming a group of controls (`dates` for `dates.0`) or an update’s `data.` key', () => {
    document.body.innerHTML = `<form>
      <input name="name" /><input name="dates.0" /><input name="dates.1" /><input name="title.en" />
    </form>`;
    const formElement = document.querySelector('form')!;
    const submit = { target: formElement };
    applyServerErrors(refused({ 'data.title.en': ['Required.'] }), vi.fn(), () => true, '', submittedForm(submit));
    expect(document.activeElement?.getAttribute('name')).toBe('title.en');
    applyServerErrors(
      refused({ 'title.en': ['Required.'], dates: ['Too many.'] }),
      vi.fn(),
      () => true,
      '',
      formElement,
    );
    expect(document.activeElement?.getAttribute('name')).toBe('dates.0');
  });
});

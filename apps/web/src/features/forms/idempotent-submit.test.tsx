// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TRPCClientError } from '@trpc/client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../app/trpc', () => ({ api: { registration: { contact: { mutate: send } } } }));

import ContactForm from './ContactForm';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  send.mockReset();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const keysSent = () =>
  send.mock.calls.map((call) => (call[1] as { context: { idempotencyKey: string } }).context.idempotencyKey);

describe('a form submission carries one Idempotency-Key', () => {
  it('the same for a double tap', async () => {
    let answer: (value: unknown) => void = () => {};
    send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(<I18nProvider i18n={i18n}>{<ContactForm initialMessage="Hello there" />}</I18nProvider>);
    type('Name', 'Rina');
    type('Email', 'rina@example.com');
    const button = screen.getByRole('button', { name: 'Send message' });
    // A double tap: two submissions while the first is on its way.
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await act(async () => answer({ ok: true }));
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('is new after an edit, and kept when the same values are sent again after a refusal', async () => {
    const conflict = new TRPCClientError<any>('Busy', {
      result: { error: { message: 'Busy', code: -32600, data: { code: 'CONFLICT', httpStatus: 409 } } },
    });
    send.mockRejectedValue(conflict);
    render(<I18nProvider i18n={i18n}>{<ContactForm initialMessage="Hello there" />}</I18nProvider>);
    type('Name', 'Rina');
    type('Email', 'rina@example.com');
    const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    type('Message', 'Hello there, again');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const [first, again, edited] = keysSent();
    expect(again).toBe(first);
    expect(edited).not.toBe(first);
  });
});

// @vitest-environment happy-dom
import { TRPCClientError } from '@trpc/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickButton, typeInto } from '../../testing/form-events';
import { inEnglish, renderWithMessages } from '../../testing/render';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../app/trpc', () => ({ api: { registration: { contact: { mutate: send } } } }));

import ContactForm from './ContactForm';

inEnglish();
afterEach(() => {
  send.mockReset();
});

const keysSent = () =>
  send.mock.calls.map((call) => (call[1] as { context: { idempotencyKey: string } }).context.idempotencyKey);

describe('a form submission carries one Idempotency-Key', () => {
  it('the same for a double tap', async () => {
    let answer: (value: unknown) => void = () => {};
    send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithMessages(<ContactForm initialMessage="Hello there" />);
    typeInto('Name', 'Rina');
    typeInto('Email', 'rina@example.com');
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
    renderWithMessages(<ContactForm initialMessage="Hello there" />);
    typeInto('Name', 'Rina');
    typeInto('Email', 'rina@example.com');
    const submit = () => clickButton('Send message');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    typeInto('Message', 'Hello there, again');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const [first, again, edited] = keysSent();
    expect(again).toBe(first);
    expect(edited).not.toBe(first);
  });
});

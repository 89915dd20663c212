import { act, fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`, as one change. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Clicks the button named `name`, and waits for what the click starts (a submit's validation, a request). */
export const clickButton = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

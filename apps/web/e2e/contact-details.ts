import type { Locator } from '@playwright/test';

/** The visitor's details in a class's form (registration or private session request), typed as a visitor does. */
export async function fillContactDetails(form: Locator, visitor: { name: string; email: string; phone: string }) {
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Phone (WhatsApp)').fill(visitor.phone);
}

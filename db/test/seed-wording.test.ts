import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faqs, staticContents } from '../seed/content/site';

const page = (code: string) => {
  const found = staticContents.find((p) => p.code === code);
  if (!found) throw new Error(`no seeded page ${code}`);
  return found.content.en;
};
/** The visitor's English catalogues: the first view's (`messages`) and the other pages' and forms' (`later`). */
const uiCatalog = ['messages', 'later']
  .map((name) =>
    readFileSync(fileURLToPath(new URL(`../../apps/web/src/locales/en/${name}.po`, import.meta.url)), 'utf8'),
  )
  .join('\n');
const replyTime = (text: string) => /within (\w+) working days?/.exec(text)?.[1];

// The demo content describes what the product does, and agrees with the interface around it.
describe('demo content wording', () => {
  it('promises the same reply time on the contact page as the form and its email', () => {
    const promise = replyTime(page('contact'));
    expect(promise).toBeDefined();
    const formMessages = uiCatalog.split('\n').filter((line) => line.startsWith('msgid') && /working day/.test(line));
    expect(formMessages.length).toBeGreaterThan(0);
    for (const line of formMessages) expect(replyTime(line)).toBe(promise);
  });

  it('says places are confirmed on registration and paid at the studio, not confirmed on payment', () => {
    const terms = page('terms-conditions');
    expect(terms).not.toMatch(/once payment is received|order of payment/);
    expect(terms).toMatch(/confirmed by email as soon as you register/);
    expect(terms).toMatch(/pay at the studio/);
    const howToRegister = faqs.find((f) => f.question.en === 'How do I register for a class?');
    expect(howToRegister?.answer.en).not.toMatch(/within one working day/);
  });
});

import type { Db, repo } from '@app/db';
import type { Studio } from '@app/email';
import { mailOf } from './render';
import { type MailDeps, mailStudio } from './studio';

/** What the studio's own address is told, in English: a subject, the facts and the person's own words. */
export async function staffMail(
  db: Db,
  deps: MailDeps,
  to: string,
  content: {
    subject: string;
    heading: string;
    facts: Array<{ label: string; value: string }>;
    message?: string | null;
  },
  /** The studio, when the caller has read it already (`studioOf`). */
  studio?: Studio,
): Promise<repo.UnrenderedEmail> {
  return mailOf(to, {
    kind: 'staff-notification',
    studio: studio ?? (await mailStudio(db, deps)),
    subject: content.subject,
    heading: content.heading,
    facts: content.facts.filter((fact) => fact.value !== ''),
    message: content.message || null,
  });
}

import type { Db, repo } from '@app/db';
import { emailLocale } from '@app/email';
import { mailOf } from '../../emails/render';
import { sessionFacts } from '../../emails/session-facts';
import { type MailDeps, mailStudio } from '../../emails/studio';
import { localize } from '../../resolve';

type Mail = repo.UnrenderedEmail;
type StoredRequest = repo.PrivateRequestRow;

/** A start and end staff chose for a private session. */
interface Times {
  startsAt: Date;
  endsAt: Date;
}

/** The request's class at the chosen time, as a session the emails can describe. */
const sessionAt = (request: StoredRequest, times: Times) => ({
  ...request,
  starts_at: times.startsAt,
  ends_at: times.endsAt,
});

/** Staff propose a date and time (with their own words, if any): the person replies to accept or ask for another. */
export async function proposalMail(
  db: Db,
  deps: MailDeps,
  request: StoredRequest,
  times: Times,
  note: string | null,
): Promise<Mail> {
  const locale = emailLocale(request.locale);
  return mailOf(request.email, {
    kind: 'private-session-proposed',
    locale,
    studio: await mailStudio(db, deps),
    name: request.name,
    session: await sessionFacts(db, sessionAt(request, times), locale, deps.publicUrl),
    note,
  });
}

/** The request could not be met (with staff's words, if any). */
export async function declinedMail(db: Db, deps: MailDeps, request: StoredRequest, note: string | null): Promise<Mail> {
  const locale = emailLocale(request.locale);
  return mailOf(request.email, {
    kind: 'private-request-declined',
    locale,
    studio: await mailStudio(db, deps),
    name: request.name,
    title: localize(request.title, locale),
    note,
  });
}

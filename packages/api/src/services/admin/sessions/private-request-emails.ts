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

/** What every answer to the person who asked carries: their language and name, the studio, and staff's words (if any). */
async function answerProps(db: Db, deps: MailDeps, request: StoredRequest, note: string | null) {
  return { locale: emailLocale(request.locale), studio: await mailStudio(db, deps), name: request.name, note };
}

/** Staff propose a date and time (with their own words, if any): the person replies to accept or ask for another. */
export async function proposalMail(
  db: Db,
  deps: MailDeps,
  request: StoredRequest,
  times: Times,
  note: string | null,
): Promise<Mail> {
  const props = await answerProps(db, deps, request, note);
  return mailOf(request.email, {
    kind: 'private-session-proposed',
    ...props,
    session: await sessionFacts(db, sessionAt(request, times), props.locale, deps.publicUrl),
  });
}

/** The request could not be met (with staff's words, if any). */
export async function declinedMail(db: Db, deps: MailDeps, request: StoredRequest, note: string | null): Promise<Mail> {
  const props = await answerProps(db, deps, request, note);
  return mailOf(request.email, {
    kind: 'private-request-declined',
    ...props,
    title: localize(request.title, props.locale),
  });
}

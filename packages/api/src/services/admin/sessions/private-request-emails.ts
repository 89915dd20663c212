import type { repo } from '@app/db';

type Mail = repo.QueuedEmail;

/** What every email answering a private-session request names. */
interface RequestMailFacts {
  to: string;
  name: string;
  title: string;
  /** Staff's own words, added as they wrote them. */
  message: string | null;
}

const staffWords = (message: string | null) => (message ? `\n\n${message}` : '');

/** Staff propose a date and time: the person replies to accept it or ask for another. */
export function proposalMail(f: RequestMailFacts & { when: string }): Mail {
  return {
    to: f.to,
    subject: `A date for your private session: ${f.title}`,
    text: `Dear ${f.name},\n\nthank you for your patience. We can offer your private session of "${f.title}" on ${f.when}.${staffWords(f.message)}\n\nPlease reply to this email to accept it, or tell us which other times suit you. Once you accept, we confirm it with a link to your booking.`,
  };
}

/** The request could not be met. */
export function declinedMail(f: RequestMailFacts): Mail {
  return {
    to: f.to,
    subject: `Your private session request: ${f.title}`,
    text: `Dear ${f.name},\n\nthank you for asking for a private session of "${f.title}". We are sorry: we cannot offer one at the times you asked for.${staffWords(f.message)}\n\nYou are welcome to ask again with other dates, or to join one of our group classes.`,
  };
}

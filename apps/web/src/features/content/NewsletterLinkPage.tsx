import type { NewsletterLinkKind } from '@app/contract';
import type { ReactElement } from 'react';
import { api } from '../../app/trpc';
import { userText } from '../../lib/user-text';
import { LinkActionPage, type LinkActionWords } from './LinkActionPage';
import { useNewsletterLink } from './useNewsletterLink';

/** What a click on each newsletter link does. */
const ACTIONS: Record<NewsletterLinkKind, (token: string) => Promise<unknown>> = {
  confirm: (token) => api.registration.confirmNewsletter.mutate({ token }),
  unsubscribe: (token) => api.registration.unsubscribe.mutate({ token }),
};

interface NewsletterLinkPageProps {
  kind: NewsletterLinkKind;
  token: string;
  /** The page's words, naming the address the link is for (as typed) once it is known. */
  words: (email: ReactElement | null) => LinkActionWords;
}

/** The page of a newsletter email's link: it names the address, and acts on a click, never on opening. */
export function NewsletterLinkPage({ kind, token, words }: NewsletterLinkPageProps) {
  const { known, link } = useNewsletterLink(kind, token);
  const email = link?.email ? userText(link.email) : null;
  return <LinkActionPage token={token} known={known} act={ACTIONS[kind]} {...words(email)} />;
}

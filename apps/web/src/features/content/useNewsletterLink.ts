import type { NewsletterLink, NewsletterLinkKind } from '@app/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import type { LinkState } from './LinkActionPage';
import { isNotFound, retryUnlessNotFound } from './queryErrors';

/** A token a newsletter link could hold (`newsletterTokenInputSchema`): any other names nothing, unasked. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

/**
 * Whom a newsletter email's link is for and what a click would still do: read with the page on the server (the
 * browser asks only without it, by POST: the token is a secret). Without an answer (the server unreachable) the
 * page still asks, without naming the address.
 */
export function useNewsletterLink(
  kind: NewsletterLinkKind,
  token: string,
): { known: LinkState; link: NewsletterLink | null } {
  const trpc = useTRPC();
  const wellFormed = LINK_TOKEN.test(token);
  const query = useQuery(
    trpc.registration.newsletterLink.queryOptions(wellFormed ? { kind, token } : skipToken, {
      retry: retryUnlessNotFound,
      // Whom a link is for does not change while its page is open.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  if (!wellFormed || (query.isError && isNotFound(query.error))) return { known: 'invalid', link: null };
  if (query.data) {
    const finished = kind === 'unsubscribe' && query.data.state === 'unsubscribed';
    return { known: finished ? 'done' : 'ask', link: query.data };
  }
  return { known: query.isError ? 'ask' : 'loading', link: null };
}

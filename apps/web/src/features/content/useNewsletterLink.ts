import type { NewsletterLink, NewsletterLinkKind } from '@app/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '../../app/trpc';
import type { LinkState } from './LinkActionPage';
import { isNotFound, retryUnlessNotFound } from './queryErrors';

/** A token a newsletter link could hold (`newsletterTokenInputSchema`): any other names nothing, unasked. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

/**
 * Whom a newsletter email's link is for and what a click would still do: read with the page on the server (the
 * browser asks only without it). `registration.newsletterLink` is a read sent as a mutation, so the token travels in
 * a POST body, never in a URL. Without an answer (the server unreachable) the page still asks, without the address.
 */
export function useNewsletterLink(
  kind: NewsletterLinkKind,
  token: string,
): { known: LinkState; link: NewsletterLink | null } {
  const client = useTRPCClient();
  const wellFormed = LINK_TOKEN.test(token);
  const query = useQuery({
    queryKey: ['registration.newsletterLink', kind, token],
    queryFn: wellFormed ? () => client.registration.newsletterLink.mutate({ kind, token }) : skipToken,
    retry: retryUnlessNotFound,
    // Whom a link is for does not change while its page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!wellFormed || (query.isError && isNotFound(query.error))) return { known: 'invalid', link: null };
  if (query.data) {
    const finished = kind === 'unsubscribe' && query.data.state === 'unsubscribed';
    return { known: finished ? 'done' : 'ask', link: query.data };
  }
  return { known: query.isError ? 'ask' : 'loading', link: null };
}

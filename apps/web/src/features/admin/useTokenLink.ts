import { useQuery } from '@tanstack/react-query';

/**
 * What the token of a staff link (invitation, password reset, first-admin setup) opens, while it works.
 * Read with a POST: the token must not travel in a URL. A token too short to be one is not asked about.
 */
export function useTokenLink<Link>(name: string, token: string, read: (input: { token: string }) => Promise<Link>) {
  return useQuery({
    queryKey: [name, token],
    queryFn: () => read({ token }),
    retry: false,
    enabled: token.length >= 20,
  });
}

import type { AppRouter } from '@app/api';
import { COOKIE_NAMES, XSRF_HEADER } from '@app/contract/constants';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { handleUnauthorized } from '../features/auth/expiry';
import { getCookie } from '../lib/cookies';
import { dialogForResponse, errorDialog } from '../lib/error-dialog';
import { progress } from '../lib/progress';
import { deserialize, serialize } from '../lib/wire-json';
import { stepUpLink } from './step-up-link';
import { currentLocale } from './i18n';

/**
 * The React binding: `const trpc = useTRPC()` in a component, then `useQuery(trpc.x.queryOptions(input))`,
 * `useMutation(trpc.x.mutationOptions())`, `queryClient.invalidateQueries(trpc.x.pathFilter())`. Its query keys are the ones
 * the server's render dehydrates (entry-server.tsx renders the same components under the same provider).
 * `useTRPCClient()` is the client itself: the browser's, or on the server the one calling the API in-process.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** SPEC section 8: failures of these public fetches are swallowed; the page keeps its old data. */
const SILENT_PREFIXES = ['class.', 'counselor.', 'media.', 'staticContent.', 'page.'];

function proceduresOf(url: string): string[] {
  const path = new URL(url, 'http://x').pathname.replace(/^\/trpc\//, '');
  return decodeURIComponent(path).split(',');
}

function isSilent(url: string): boolean {
  return proceduresOf(url).every((p) => SILENT_PREFIXES.some((prefix) => p.startsWith(prefix)));
}

function isMemberCall(url: string): boolean {
  return proceduresOf(url).every((p) => p.startsWith('member.'));
}

/** Every request: progress bar, Accept-Language, bearer token, XSRF header; a 5xx opens the one-at-a-time error dialog. */
const fetchWithEffects: typeof fetch = async (input, init) => {
  progress.start();
  try {
    const response = await fetch(input, init);
    if (response.status >= 500 && !isSilent(String(input instanceof Request ? input.url : input))) {
      const body = await response.clone().text();
      const dialog = dialogForResponse(response.status, response.headers.get('content-type'), body);
      if (dialog) errorDialog.open(dialog);
    }
    // A member's 401 ("My bookings" signed out) is that page's business, never the staff session's.
    if (response.status === 401 && !isMemberCall(String(input instanceof Request ? input.url : input)))
      handleUnauthorized({ data: { httpStatus: 401 } });
    if (response.ok) progress.finish();
    else progress.fail();
    return response;
  } catch (error) {
    progress.fail();
    throw error;
  }
};

/** Accept-Language, bearer token and XSRF header: what every call sends. */
function commonHeaders(): Record<string, string> {
  const token = getCookie(COOKIE_NAMES.token);
  const xsrf = getCookie(COOKIE_NAMES.xsrf);
  return {
    'accept-language': currentLocale(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}),
  };
}

/** The `Idempotency-Key` a form's submission carries in its call's context (features/forms/useServerForm.ts). */
const idempotencyKeyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === 'string' ? context.idempotencyKey : undefined;

function links() {
  // superjson's format, read and written without its library (lib/wire-json.ts).
  const transformer = { serialize, deserialize };
  return [
    stepUpLink,
    splitLink({
      // A keyed submission goes alone: the header would name every call of a batch.
      condition: (op) => idempotencyKeyOf(op.context) !== undefined,
      true: httpLink({
        url: '/trpc',
        transformer,
        fetch: fetchWithEffects,
        headers: ({ op }) => ({ ...commonHeaders(), 'idempotency-key': idempotencyKeyOf(op.context) ?? '' }),
      }),
      false: httpBatchLink({ url: '/trpc', transformer, fetch: fetchWithEffects, headers: commonHeaders }),
    }),
  ];
}

/** For calls outside React (guards, stores), and the browser's React hooks (providers.tsx). */
export const api = createTRPCClient<AppRouter>({ links: links() });

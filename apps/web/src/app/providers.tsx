import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@app/api';
import { type ReactNode, useState } from 'react';
import { ClockProvider } from '../lib/clock';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { api, TRPCProvider } from './trpc';

export interface ProvidersProps {
  children: ReactNode;
  /** The server's per-page client, or the browser's holding the server's data; a new one otherwise. */
  queryClient?: QueryClient;
  /** The server's client calls procedures in-process; the browser's goes through /trpc. */
  trpcClient?: TRPCClient<AppRouter>;
  /** When the server rendered the page (ms): "now" for its dates on the server and while the browser hydrates it. */
  renderedAt?: number | undefined;
}

export function Providers({ children, renderedAt, ...given }: ProvidersProps) {
  const [queryClient] = useState(() => given.queryClient ?? createQueryClient());
  const trpcClient = given.trpcClient ?? api;
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <I18nProvider i18n={i18n}>
          <ClockProvider renderedAt={renderedAt}>{children}</ClockProvider>
        </I18nProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

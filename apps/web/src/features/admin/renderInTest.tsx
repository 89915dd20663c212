import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a back-office part with Lingui as the test file activated it (see `inEnglish`). */
export const renderWithMessages = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

/** Renders a back-office part that queries: with its messages, and a query client that does not retry. */
export const renderWithQueries = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </QueryClientProvider>,
  );

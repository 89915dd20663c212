import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchInLanguage } from './refetch-in-language';

/** A query whose answer names the language current when its fetch started; the first fetch is slow. */
function setup() {
  const state = { language: 'en', fetches: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, {
    queryKey: ['page'],
    queryFn: async () => {
      const language = state.language;
      const delay = state.fetches++ === 0 ? 50 : 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
      return `title in ${language}`;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { state, queryClient, observer, unsubscribe };
}

describe('refetchInLanguage', () => {
  it('answers in the new language when the first load is still on its way', async () => {
    const { state, queryClient, observer, unsubscribe } = setup();
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    state.language = 'fr';
    await refetchInLanguage(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(queryClient.getQueryData(['page'])).toBe('title in fr');
    unsubscribe();
  });

  it('refetches queries that already have data', async () => {
    const { state, queryClient, unsubscribe } = setup();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(queryClient.getQueryData(['page'])).toBe('title in en');
    state.language = 'zh-CN';
    await refetchInLanguage(queryClient);
    expect(queryClient.getQueryData(['page'])).toBe('title in zh-CN');
    unsubscribe();
  });
});

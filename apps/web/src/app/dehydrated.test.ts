import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateServerState } from './dehydrated';
import { stateToScriptText } from './dehydrated-server';

describe('the server state data block', () => {
  it('cannot be closed by editors’ text, and reads back with dates intact', () => {
    const server = new QueryClient();
    const title = '</script><script>alert(1)</script> & <!-- ->';
    const startsAt = new Date('2026-12-01T03:00:00Z');
    server.setQueryData(['class'], { title, startsAt });
    const text = stateToScriptText(dehydrate(server));
    expect(text).not.toMatch(/[<>&]/);

    const browser = new QueryClient();
    hydrateServerState(browser, text);
    expect(browser.getQueryData(['class'])).toEqual({ title, startsAt });
    // Counted as fetched now: the browser does not fetch again what the page shows.
    expect(Date.now() - (browser.getQueryState(['class'])?.dataUpdatedAt ?? 0)).toBeLessThan(1_000);
  });
});

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { ClockProvider } from '../lib/clock';

/**
 * For a test file: Lingui active in English with no catalogue (every message reads as its source text), and what
 * each test rendered removed after it.
 */
export function inEnglish() {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(cleanup);
}

/** Renders a part of the app with its messages (the active Lingui locale). */
export const renderWithMessages = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

/** Renders a part of a public page as the app does: with its messages, and a clock that starts now. */
export const renderWithClock = (node: ReactNode) => renderWithMessages(<ClockProvider>{node}</ClockProvider>);

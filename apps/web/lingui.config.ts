import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'pt-BR', 'zh-CN'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  // No source line references: catalogs change only when messages do, so CI can tell a stale one.
  format: formatter({ origins: false, lineNumbers: false }),
});

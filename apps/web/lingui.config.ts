import { DEFAULT_LOCALE, LOCALES } from '@app/contract/constants';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const ADMIN = [
  '<rootDir>/src/pages/admin',
  '<rootDir>/src/features/admin',
  '<rootDir>/src/app/layouts/AdminLayout.tsx',
];
const ADMIN_GLOBS = [
  '<rootDir>/src/pages/admin/**',
  '<rootDir>/src/features/admin/**',
  '<rootDir>/src/app/layouts/AdminLayout.tsx',
];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    // What visitors see; the back office's messages load only with the back office.
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ADMIN_GLOBS },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN },
  ],
  // No source line references: catalogs change only when messages do, so CI can tell a stale one.
  format: formatter({ origins: false, lineNumbers: false }),
});

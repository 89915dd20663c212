import { readdirSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES } from '@app/contract/constants';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The back office's words for the content types described in the contract (labels, hints, a type's names). */
const CONTENT_TYPE_WORDS = '<rootDir>/../../packages/contract/src/content-types/declarations';

const ADMIN = [
  '<rootDir>/src/pages/admin',
  '<rootDir>/src/features/admin',
  '<rootDir>/src/app/layouts/AdminLayout.tsx',
  CONTENT_TYPE_WORDS,
];
const ADMIN_GLOBS = [
  '<rootDir>/src/pages/admin/**',
  '<rootDir>/src/features/admin/**',
  '<rootDir>/src/app/layouts/AdminLayout.tsx',
];

/**
 * What the first view (the layout and the home page) does not show: every other public page, the forms, and the parts
 * only those pages use. Their messages are a catalogue of their own, loaded with those pages and forms
 * (`withPageMessages` in src/app/i18n.ts), so the home page does not download them.
 */
const LATER = [
  ...readdirSync(new URL('./src/pages/', import.meta.url))
    .filter((dir) => dir !== 'home' && dir !== 'admin')
    .map((dir) => `<rootDir>/src/pages/${dir}`),
  '<rootDir>/src/features/forms',
  // What only "My bookings" shows (seeing and erasing your data).
  '<rootDir>/src/features/members',
  // Files, not folders, where the home page uses a neighbour (features/media/ArticleTeaser.tsx).
  '<rootDir>/src/features/media/ArticleCard.tsx',
  '<rootDir>/src/features/media/ArticleList.tsx',
  '<rootDir>/src/features/sessions/SessionAvailability.tsx',
  '<rootDir>/src/features/classes/Stars.tsx',
  '<rootDir>/src/features/sessions/CancellationRule.tsx',
  '<rootDir>/src/features/content/LinkActionPage.tsx',
];
const LATER_GLOBS = LATER.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`));

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    // What visitors see first; the other pages' messages load with them, the back office's only with the back office.
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...ADMIN_GLOBS, ...LATER_GLOBS],
    },
    { path: '<rootDir>/src/locales/{locale}/later', include: LATER },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN },
    // What the server answers people (validation messages, service errors): the messages marked /*i18n*/ in the
    // contract, the API and the server, whose ids are their English text. The API reads it (translations.ts).
    // Lingui sorts messages by their `message`, which these have not: scripts/sort-api-catalogs.mjs sorts them.
    {
      path: '<rootDir>/../../packages/api/locales/{locale}',
      include: ['<rootDir>/../../packages/contract/src', '<rootDir>/../../packages/api/src', '<rootDir>/../server/src'],
      exclude: [`${CONTENT_TYPE_WORDS}/**`],
    },
    // The emails' words (packages/email/src/messages/descriptors.ts), with stable ids and notes for translators.
    // The email package reads them (messages/index.ts).
    {
      path: '<rootDir>/../../packages/email/locales/{locale}',
      include: ['<rootDir>/../../packages/email/src/messages'],
    },
  ],
  // No source line references: catalogs change only when messages do, so CI can tell a stale one.
  format: formatter({ origins: false, lineNumbers: false }),
});

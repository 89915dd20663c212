import { readdirSync, readFileSync } from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/**
 * docs/i18n.md's glossary: one term per idea in every language, in every catalogue a language has — the
 * site's and the back office's (here), the emails' (packages/email/locales) and the server's answers
 * (packages/api/locales).
 */
const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

type Translated = 'es' | 'fr' | 'pt-BR' | 'zh-CN' | 'id';

/** The words the glossary's terms replaced, for the idea each stood for. */
const RETIRED: Record<Translated, Array<[word: RegExp, term: string]>> = {
  es: [
    [/inscripci[oó]n/i, 'reserva'],
    [/\bnewsletter\b/i, 'boletín'],
    [/cancelar la suscripción/i, 'darse de baja'],
  ],
  fr: [
    [/lettre d’information|infolettre/i, 'newsletter'],
    [/désinscri/i, 'se désabonner'],
    [/courriel/i, 'e-mail'],
    [/animat(eur|rice)/i, 'intervenant·e'],
    [/séance individuelle/i, 'séance privée'],
  ],
  'pt-BR': [
    [/inscrição|inscrições/i, 'reserva, assinatura'],
    [/on-line/i, 'online'],
  ],
  'zh-CN': [
    [/预订/, '预约'],
    [/电子通讯/, '通讯'],
    [/老师/, '引导师'],
    [/课次/, '场次'],
  ],
  id: [
    [/\bkursi\b/i, 'tempat'],
    [/\bbuletin\b|\bkabar\b/i, 'newsletter'],
    [/\bonline\b/i, 'daring'],
    [/\bpendaftaran\b/i, 'pemesanan'],
  ],
};

/** English words that name different things (and agree with different nouns), each translated as it needs. */
const HOMONYMS = new Set(['Full', 'Confirmed', 'Name']);

interface Entry {
  catalogue: string;
  english: string;
  text: string;
}

function poEntries(catalogue: string, path: string): Entry[] {
  return (
    PO.parse(read(path))
      .items.filter((item) => item.msgid)
      // A message context (`msgctxt`) tells one use of an English word from another ("Cancelled" the status,
      // "Cancelled" the kind of change): each use is its own sentence.
      .map((item) => ({
        catalogue,
        english: item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid,
        text: item.msgstr[0] ?? '',
      }))
  );
}

/**
 * The emails' catalogue: its messages have stable ids (`email.bookingConfirmed.subject`), so each is compared by
 * its English text (the source catalogue's), like the other catalogues' messages.
 */
function emailEntries(locale: Translated): Entry[] {
  const english = new Map(poEntries('emails', 'packages/email/locales/en.po').map((e) => [e.english, e.text]));
  return poEntries('emails', `packages/email/locales/${locale}.po`).map((entry) => ({
    ...entry,
    english: english.get(entry.english) ?? '',
  }));
}

function catalogues(locale: Translated): Entry[] {
  const web = readdirSync(new URL(`apps/web/src/locales/${locale}/`, root)).filter((file) => file.endsWith('.po'));
  return [
    ...web.flatMap((file) => poEntries(file, `apps/web/src/locales/${locale}/${file}`)),
    ...poEntries('api', `packages/api/locales/${locale}.po`),
    ...emailEntries(locale),
  ];
}

const LANGUAGES = Object.keys(RETIRED) as Translated[];

describe('the glossary', () => {
  it.each(LANGUAGES)('holds in every %s catalogue: none of the words its terms replaced', (locale) => {
    const found = catalogues(locale).flatMap(({ catalogue, text }) =>
      RETIRED[locale].filter(([word]) => word.test(text)).map(([, term]) => `${catalogue}: "${text}" (say ${term})`),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('gives an English sentence one %s translation in every catalogue', (locale) => {
    const translations = new Map<string, Set<string>>();
    for (const { english, text } of catalogues(locale)) {
      if (!english || HOMONYMS.has(english)) continue;
      translations.set(english, (translations.get(english) ?? new Set()).add(text));
    }
    const differing = [...translations]
      .filter(([, texts]) => texts.size > 1)
      .map(([english, texts]) => [english, [...texts]]);
    expect(differing).toEqual([]);
  });

  it('calls an Indonesian seat "tempat" and the newsletter "newsletter", on the site and in the emails', () => {
    const texts = (catalogue: string) =>
      catalogues('id')
        .filter((entry) => entry.catalogue === catalogue)
        .map((entry) => entry.text)
        .join('\n');
    for (const catalogue of ['later.po', 'emails']) {
      expect(texts(catalogue)).toMatch(/\btempat\b/);
      expect(texts(catalogue)).toMatch(/\bnewsletter\b/);
    }
  });
});

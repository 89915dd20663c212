/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import type { ReactElement, ReactNode } from 'react';
import { Letter } from '../components/Letter';
import { EMAIL_CATALOGS, type EmailMessages } from '../messages';
import type { Studio } from '../props';

/** What every letter's props carry: its language, its studio, and the reader's name where it has one. */
interface LetterProps {
  locale: Locale;
  studio: Studio;
  name?: string | null;
}

/** A message read as a string, or filled with values. */
type Words<Values> = string | ((values: Values) => string);

/** A catalogue section's words that open a letter: the subject line, the heading and the first words. */
interface Opening<Values> {
  subject: Words<Values>;
  heading: string;
  intro: Words<Values>;
}

const filled = <Values,>(words: Words<Values>, values: Values) => (typeof words === 'string' ? words : words(values));

/**
 * An email that opens with its catalogue section's (`words`) subject, heading and first words, the subject and the
 * first words filled with the same `values`; `content` is the rest of the letter.
 */
export function letterTemplate<Props extends LetterProps, Values>(parts: {
  words: (m: EmailMessages) => Opening<Values>;
  values: (p: Props) => Values;
  content: (p: Props, m: EmailMessages) => ReactNode;
}): { subject: (p: Props) => string; body: (p: Props) => ReactElement } {
  return {
    subject: (p) => filled(parts.words(EMAIL_CATALOGS[p.locale]).subject, parts.values(p)),
    body: (p) => {
      const m = EMAIL_CATALOGS[p.locale];
      const words = parts.words(m);
      return (
        <Letter to={p} heading={words.heading} intro={filled(words.intro, parts.values(p))}>
          {parts.content(p, m)}
        </Letter>
      );
    },
  };
}

/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import type { ReactNode } from 'react';
import { EMAIL_CATALOGS } from '../messages';
import type { Studio } from '../props';
import { Paragraph } from './Blocks';
import { Layout } from './Layout';

/**
 * An email to a person: the greeting, the first words (which inboxes show beside the subject too), then the
 * rest of what it says.
 */
export function Letter(props: {
  /**
   * The email's props: its language, its studio, and the reader's name; without one (null, or none in the props:
   * emails that must not repeat a name someone typed) the greeting is "Hello,".
   */
  to: { locale: Locale; studio: Studio; name?: string | null };
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  const { locale, studio, name } = props.to;
  const m = EMAIL_CATALOGS[locale].common;
  return (
    <Layout locale={locale} studio={studio} preview={props.intro} heading={props.heading}>
      <Paragraph>{typeof name === 'string' ? m.greeting({ name }) : m.greetingGeneric}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      {props.children}
    </Layout>
  );
}

/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import { EMAIL_CATALOGS } from '../messages';
import { Action, Paragraph } from './Blocks';

/** The personal link to a booking, and what it is for: in every email about a booking that goes on. */
export function ManageLink({ locale, manageUrl }: { locale: Locale; manageUrl: string }) {
  const m = EMAIL_CATALOGS[locale].manage;
  return (
    <>
      <Action href={manageUrl}>{m.button}</Action>
      <Paragraph muted>{m.hint}</Paragraph>
    </>
  );
}

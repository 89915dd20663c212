import type { Locale } from '@app/contract';
import { type Db, repo } from '@app/db';
import { AppError } from '../errors';
import { translate } from '../translations';

/** The studio's contact details as stored (site setting `contact`), blank when unset. */
export async function studioContact(db: Db): Promise<{ email: string; phone: string }> {
  return contactOf(await repo.readSiteSetting(db, 'contact'));
}

/** `studioContact` from the `contact` site setting already read. */
function contactOf(stored: unknown): { email: string; phone: string } {
  const contact = stored as { email?: unknown; phone?: unknown } | undefined;
  return {
    email: typeof contact?.email === 'string' ? contact.email : '',
    phone: typeof contact?.phone === 'string' ? contact.phone : '',
  };
}

/** The studio's own address, where staff notifications go; null when none is set. */
export async function staffAddress(db: Db): Promise<string | null> {
  return staffAddressOf(await repo.readSiteSetting(db, 'contact'));
}

/** `staffAddress` from the `contact` site setting already read. */
export function staffAddressOf(stored: unknown): string | null {
  const { email } = contactOf(stored);
  return email.includes('@') ? email : null;
}

/**
 * The 409 once a booking's online cut-off (`hours` before the start) has passed: only the studio can
 * help now, so the message names how to reach it (`withContact`'s {reach}), or just to contact it.
 */
export async function pastCutoff(
  db: Db,
  locale: Locale,
  hours: number,
  messages: { withContact: string; noContact: string },
): Promise<AppError> {
  const { email, phone } = await studioContact(db);
  const ways = [email, phone].filter((way): way is string => Boolean(way));
  const reach = new Intl.ListFormat(locale, { type: 'disjunction' }).format(ways);
  return new AppError(
    'CONFLICT',
    ways.length > 0
      ? translate(locale, messages.withContact, { hours, reach })
      : translate(locale, messages.noContact, { hours }),
  );
}

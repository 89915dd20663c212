import { type Db, repo } from '@app/db';

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

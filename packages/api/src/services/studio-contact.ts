import { type Db, repo } from '@app/db';

/** The studio's contact details as stored (site setting `contact`), blank when unset. */
export async function studioContact(db: Db): Promise<{ email: string; phone: string }> {
  const contact = (await repo.readSiteSetting(db, 'contact')) as { email?: unknown; phone?: unknown } | undefined;
  return {
    email: typeof contact?.email === 'string' ? contact.email : '',
    phone: typeof contact?.phone === 'string' ? contact.phone : '',
  };
}

/** The studio's own address, where staff notifications go; null when none is set. */
export async function staffAddress(db: Db): Promise<string | null> {
  const { email } = await studioContact(db);
  return email.includes('@') ? email : null;
}

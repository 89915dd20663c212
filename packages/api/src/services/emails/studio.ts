import type { Studio } from '@app/email';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { SITE_NAME } from '../studio';

/** What building an email needs of the request's context: the site's address and its chat link. */
export type MailDeps = Pick<Context, 'publicUrl' | 'site'>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The studio as every email's footer names it: the contact settings as stored, the chat link from configuration. */
export async function mailStudio(db: Db, deps: MailDeps): Promise<Studio> {
  return studioOf(await repo.readSiteSetting(db, 'contact'), deps);
}

/** `mailStudio` from the `contact` site setting already read (a booking reads it once for all its emails). */
export function studioOf(stored: unknown, deps: MailDeps): Studio {
  const contact = stored as Record<string, unknown> | undefined;
  return {
    name: SITE_NAME,
    siteUrl: deps.publicUrl,
    address: text(contact?.address),
    email: text(contact?.email),
    phone: text(contact?.phone),
    chatUrl: deps.site.chatUrl,
    instagramUrl: text(contact?.instagram),
  };
}

import type { Studio } from '@app/email';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { SITE_NAME } from '../studio';

/** What building an email needs of the request's context: the site's address and its chat link. */
export type MailDeps = Pick<Context, 'publicUrl' | 'site'>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The studio as every email's footer names it: the contact settings as stored, the chat link from configuration. */
export async function mailStudio(db: Db, deps: MailDeps): Promise<Studio> {
  const contact = (await repo.readSiteSetting(db, 'contact')) as Record<string, unknown> | undefined;
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

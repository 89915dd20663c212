import { STUDIO_TIME_ZONE } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useNow } from '../../lib/clock';
import { dateTimeFormat } from '../../lib/intl-cache';
import { FOOTER_NAV } from './nav';
import { useSiteSettings } from './useSiteSettings';

export function Footer() {
  const { t, i18n } = useLingui();
  const contact = useSiteSettings().data?.contact;
  // The studio's year at the page's time: the same on the server and in a browser elsewhere on New Year's Eve.
  const year = dateTimeFormat('en', { year: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(useNow());
  return (
    <footer className="chat-clear lazy-render bg-dark text-sand">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 min-[600px]:grid-cols-2 min-[900px]:grid-cols-5">
        <div>
          <p className="text-xl font-bold text-gold">Ruang Teduh</p>
          <p className="mt-2 text-sm text-sand/80">
            <Trans>Sharing universal wisdom for everyday life</Trans>
          </p>
          {contact && (
            <address className="mt-4 space-y-1 text-sm text-sand/80 not-italic">
              <p>{contact.address}</p>
              <p>
                <a className="underline hover:text-gold" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </p>
              <p>
                <a className="underline hover:text-gold" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                  {contact.phone}
                </a>
              </p>
            </address>
          )}
        </div>
        {FOOTER_NAV.map((group) => (
          <nav key={group.title.id} aria-label={i18n._(group.title)}>
            <h2 className="text-sm font-semibold tracking-wide text-gold uppercase">{i18n._(group.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="text-sand/85 hover:text-gold focus-visible:ring-2 focus-visible:ring-gold"
                  >
                    {i18n._(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-sand/10 px-4 py-4 text-center text-xs text-sand/70">
        © {year} Ruang Teduh · {t`Facilitators are not a substitute for emergency care.`}
      </p>
    </footer>
  );
}

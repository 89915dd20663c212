import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_NAV } from './nav';
import { ThemeToggle } from './ThemeToggle';

/** Locks page scrolling while the mobile navigation is open (SPEC section 2). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

export function Navbar() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  useScrollLock(open);
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the mobile menu
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass = (href: string) =>
    `rounded-md px-3 py-2 font-medium focus-visible:ring-2 focus-visible:ring-primary ${
      location === href || location.startsWith(`${href}/`)
        ? 'text-primary-strong underline underline-offset-8 dark:text-gold'
        : 'text-dark hover:text-primary dark:text-sand dark:hover:text-gold'
    }`;

  return (
    <header className="sticky top-0 z-40 border-b border-dark/10 bg-sand/95 backdrop-blur dark:border-sand/10 dark:bg-dark/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-primary">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-xl font-bold text-primary-strong dark:text-gold">Ruang Teduh</span>
        </Link>
        <ul className="hidden items-center gap-1 min-[900px]:flex">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass(item.href)}>
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <div className="hidden min-[600px]:block">
            <LanguageSwitcher id="language-desktop" />
          </div>
          <ThemeToggle />
          <button
            type="button"
            className="rounded-full p-2 focus-visible:ring-2 focus-visible:ring-primary min-[900px]:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t`Close menu` : t`Open menu`}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
          </button>
        </div>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          className="fixed inset-x-0 top-[57px] bottom-0 z-40 overflow-y-auto bg-sand px-4 py-6 dark:bg-dark min-[900px]:hidden"
        >
          <ul className="flex flex-col gap-1 text-lg">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={`block ${linkClass(item.href)}`}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <LanguageSwitcher id="language-mobile" />
          </div>
        </div>
      )}
    </header>
  );
}

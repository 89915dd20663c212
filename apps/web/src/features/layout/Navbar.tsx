import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useHydrated } from '../../lib/use-hydrated';
import { ChatButton } from './ChatButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_NAV, MY_BOOKINGS_NAV } from './nav';
import { Brand, iconButton, isCurrentPath, navLinkClass, WIDE } from './NavParts';
import { ThemeToggle } from './ThemeToggle';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

export function Navbar() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location]);
  // Widening the window past the breakpoint hides the menu button: close the menu with it.
  useEffect(() => {
    if (!open) return;
    const wide = matchMedia(WIDE);
    const onChange = () => wide.matches && setOpen(false);
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-dark/10 bg-sand/95 backdrop-blur dark:border-sand/10 dark:bg-dark/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <Brand />
        <ul className="hidden items-center gap-1 min-[900px]:flex">
          {MAIN_NAV.map((item) => {
            const current = isCurrentPath(location, item.href);
            return (
              <li key={item.href}>
                <Link href={item.href} aria-current={current ? 'page' : undefined} className={navLinkClass(current)}>
                  {i18n._(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-1">
          <div className="hidden min-[600px]:block">
            <LanguageSwitcher id="language-desktop" />
          </div>
          <ThemeToggle />
          {/* Wide screens: an icon (where the links leave room for it); below 900px "My bookings" is in the menu, and in the footer always. */}
          <Link
            href={MY_BOOKINGS_NAV.href}
            aria-label={i18n._(MY_BOOKINGS_NAV.label)}
            title={i18n._(MY_BOOKINGS_NAV.label)}
            aria-current={isCurrentPath(location, MY_BOOKINGS_NAV.href) ? 'page' : undefined}
            className={`${iconButton} hidden min-[1200px]:inline-flex`}
          >
            <CalendarCheck size={20} aria-hidden />
          </Link>
          {/* Below 900px the chat button lives here, where it covers nothing (see ChatButton). */}
          <ChatButton placement="header" />
          <button
            ref={menuButton}
            type="button"
            className={`${iconButton} min-[900px]:hidden`}
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={open}
            // Server-rendered, it cannot open anything until the app has hydrated: a tap then would be lost.
            disabled={!hydrated}
            // The menu's code is fetched as soon as a finger or pointer heads for the button.
            onPointerEnter={loadMobileMenu}
            onTouchStart={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => setOpen(true)}
          >
            <Menu size={22} aria-hidden />
          </button>
          {open && (
            <Suspense fallback={null}>
              <MobileMenu onClose={() => setOpen(false)} returnFocusTo={() => menuButton.current} />
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}

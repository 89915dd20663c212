import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ChatButton } from './ChatButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_NAV } from './nav';
import { ThemeToggle } from './ThemeToggle';

/** From this width the links sit in the header and the menu button is gone (SPEC section 8 breakpoints). */
const WIDE = '(min-width: 900px)';

function Brand() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-primary">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="text-base font-bold whitespace-nowrap text-primary-strong min-[360px]:text-xl dark:text-gold">
        Ruang Teduh
      </span>
    </Link>
  );
}

const iconButton =
  'rounded-full p-2 hover:bg-dark/5 focus-visible:ring-2 focus-visible:ring-primary dark:hover:bg-sand/10';

export function Navbar() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
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

  const isCurrent = (href: string) => location === href || location.startsWith(`${href}/`);
  const linkClass = (href: string) =>
    `rounded-md px-3 py-2 font-medium focus-visible:ring-2 focus-visible:ring-primary ${
      isCurrent(href)
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
      <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <Brand />
        <ul className="hidden items-center gap-1 min-[900px]:flex">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isCurrent(item.href) ? 'page' : undefined}
                className={linkClass(item.href)}
              >
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
          {/* Below 900px the chat button lives here, where it covers nothing (see ChatButton). */}
          <ChatButton placement="header" />
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className={`${iconButton} min-[900px]:hidden`} aria-label={t`Open menu`}>
              <Menu size={22} aria-hidden />
            </Dialog.Trigger>
            {/*
              A modal dialog in a portal on <body>: no ancestor's filter or transform can become its
              containing block, focus stays inside, Escape and Close return focus to the menu button,
              and the overlay locks page scrolling (SPEC section 2).
            */}
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-sand min-[900px]:hidden dark:bg-dark" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-0 z-50 flex h-dvh flex-col overflow-y-auto bg-sand text-dark outline-none min-[900px]:hidden dark:bg-dark dark:text-sand"
              >
                <div className="flex items-center justify-between gap-2 border-b border-dark/10 px-4 py-3 dark:border-sand/10">
                  <Brand />
                  <Dialog.Title className="sr-only">
                    <Trans>Menu</Trans>
                  </Dialog.Title>
                  <Dialog.Close className={iconButton} aria-label={t`Close menu`}>
                    <X size={22} aria-hidden />
                  </Dialog.Close>
                </div>
                <nav aria-label={t`Main`} className="flex-1 px-4 py-6">
                  <ul className="flex flex-col gap-1 text-lg">
                    {MAIN_NAV.map((item) => (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          aria-current={isCurrent(item.href) ? 'page' : undefined}
                          className={`block ${linkClass(item.href)}`}
                          // The same page: nothing navigates, so close here.
                          onClick={() => isCurrent(item.href) && setOpen(false)}
                        >
                          {i18n._(item.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-6 px-3">
                    <LanguageSwitcher id="language-mobile" />
                  </div>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </nav>
    </header>
  );
}

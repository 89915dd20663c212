import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_NAV, MY_BOOKINGS_NAV } from './nav';
import { Brand, iconButton, isCurrentPath, navLinkClass } from './NavParts';

interface MobileMenuProps {
  onClose: () => void;
  /** The header's menu button: focus goes back to it when the menu closes. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The phone menu, loaded when a visitor reaches for the menu button (Navbar), so the dialog library is not part
 * of the first page load. A modal dialog in a portal on <body>: no ancestor's filter or transform can become its
 * containing block, focus stays inside, Escape and Close return focus to the menu button, and the overlay locks
 * page scrolling (SPEC section 2).
 */
export default function MobileMenu({ onClose, returnFocusTo }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-sand min-[900px]:hidden dark:bg-dark" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Dialog.Trigger lives in this chunk, so Radix cannot know where focus came from.
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
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
              {[...MAIN_NAV, MY_BOOKINGS_NAV].map((item) => {
                const current = isCurrentPath(location, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      className={`block ${navLinkClass(current)}`}
                      // The same page: nothing navigates, so close here.
                      onClick={() => current && onClose()}
                    >
                      {i18n._(item.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="mt-6 px-3">
              <LanguageSwitcher id="language-mobile" />
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

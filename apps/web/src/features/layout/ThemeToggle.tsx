import { COOKIE_NAMES, PERSISTENT_COOKIE_DAYS } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { setCookie } from '../../lib/cookies';
import { applyTheme, initialTheme, THEME_STORAGE_KEY, type Theme } from './theme';

/** Dark mode is `data-theme="dark"` on <html>. */
export function ThemeToggle() {
  const { t } = useLingui();
  // Unknown until mounted: the server renders the light-mode button, and hydration starts from that.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(initialTheme()), []);
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="rounded-full p-2 hover:bg-dark/5 focus-visible:ring-2 focus-visible:ring-primary dark:hover:bg-sand/10"
      aria-label={dark ? t`Switch to light mode` : t`Switch to dark mode`}
      // Server-rendered, it cannot switch anything until the app runs: a tap then would be lost.
      disabled={theme === null}
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        localStorage.setItem(THEME_STORAGE_KEY, next);
        // The server renders the next page already in this theme.
        setCookie(COOKIE_NAMES.theme, next, { days: PERSISTENT_COOKIE_DAYS });
        setTheme(next);
      }}
    >
      {dark ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </button>
  );
}

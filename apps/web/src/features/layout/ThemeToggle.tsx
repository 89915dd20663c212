import { COOKIE_NAMES, PERSISTENT_COOKIE_DAYS } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { setCookie } from '../../lib/cookies';

type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';

/**
 * The stored choice, else the page as the server served it (it reads the `theme` cookie), else the
 * system preference; entry-client.tsx applies it before hydrating.
 */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function storedTheme(): Theme | null {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

const systemTheme = (): Theme => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/**
 * Puts the theme on <html> (`data-theme`) unless it is there already, or the visitor chose none and the
 * page follows the system (no attribute: styles.css). Any change of the attribute restyles every element
 * (the dark variant matches descendants): a long task on a slow phone while the page hydrates.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (root.dataset.theme === theme) return;
  if (root.dataset.theme === undefined && storedTheme() === null && theme === systemTheme()) return;
  root.dataset.theme = theme;
}

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
        localStorage.setItem(STORAGE_KEY, next);
        // The server renders the next page already in this theme.
        setCookie(COOKIE_NAMES.theme, next, { days: PERSISTENT_COOKIE_DAYS });
        setTheme(next);
      }}
    >
      {dark ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </button>
  );
}

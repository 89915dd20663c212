import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';

const STORAGE_KEY = 'theme';

/** The stored choice, else the system preference; main.tsx applies it before the first paint. */
export function initialTheme(): 'light' | 'dark' {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Dark mode is `data-theme="dark"` on <html>. */
export function ThemeToggle() {
  const { t } = useLingui();
  const [theme, setTheme] = useState(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="rounded-full p-2 hover:bg-dark/5 focus-visible:ring-2 focus-visible:ring-primary dark:hover:bg-sand/10"
      aria-label={theme === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`}
      onClick={() => {
        localStorage.setItem(STORAGE_KEY, next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </button>
  );
}

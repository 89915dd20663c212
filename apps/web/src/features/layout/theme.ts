/** The colour theme: what the visitor chose (ThemeToggle), applied before the app loads (boot.ts). No React here. */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

/**
 * The stored choice, else the page as the server served it (it reads the `theme` cookie), else the
 * system preference; boot.ts applies it as soon as the page has parsed.
 */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function storedTheme(): Theme | null {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
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

import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale, initialLocale } from './app/i18n';
import { initialTheme } from './features/layout/ThemeToggle';
import './styles.css';

document.documentElement.dataset.theme = initialTheme();

// SPEC section 4: the stored locale, if available, with its catalogue loaded before the first render.
await activateLocale(initialLocale());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

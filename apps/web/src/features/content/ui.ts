/** Shared class names for the public pages, so every page looks and focuses the same way. */

export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-sand dark:focus-visible:ring-gold dark:focus-visible:ring-offset-dark';

/** The page's own column inside the layout's <main>. */
export const pageShell =
  'mx-auto w-full max-w-6xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand';

export const pageTitle =
  'text-3xl font-semibold tracking-tight text-primary-strong text-balance min-[600px]:text-4xl dark:text-sand';

export const sectionTitle = 'text-2xl font-semibold tracking-tight text-dark text-balance dark:text-sand';

export const eyebrow = 'text-xs font-semibold uppercase tracking-[0.14em] text-primary dark:text-gold';

export const muted = 'text-dark/75 dark:text-sand/80';

export const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10';

export const buttonPrimary = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-5 py-2.5 font-medium text-white transition-colors hover:bg-primary-strong ${focusRing}`;

export const buttonSecondary = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-primary px-5 py-2.5 font-medium text-primary transition-colors hover:bg-primary/10 dark:border-gold dark:text-gold dark:hover:bg-gold/10 ${focusRing}`;

export const textLink = `rounded-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary dark:text-gold dark:decoration-gold/50 dark:hover:decoration-gold ${focusRing}`;

export const badge =
  'inline-flex items-center rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary-strong dark:bg-gold/15 dark:text-gold-light';

/** Three columns on wide screens, two from 600px, one on phones. */
export const cardGrid = 'grid gap-5 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3';

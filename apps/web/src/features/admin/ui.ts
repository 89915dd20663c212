/** Shared class names for the back office, so every admin screen looks and focuses the same way. */

export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-1 dark:focus-visible:ring-gold';

export const input = `mt-1 block w-full rounded-md border border-dark/25 bg-white px-3 py-2 text-dark aria-[invalid=true]:border-danger dark:border-sand/30 dark:bg-dark dark:text-sand ${focusRing}`;

export const label = 'text-sm font-medium';

export const hint = 'mt-1 text-xs text-dark/65 dark:text-sand/65';

export const errorText = 'mt-1 text-sm text-danger dark:text-red-400';

export const button = `inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-primary px-5 py-2 font-medium text-white hover:bg-primary-strong disabled:opacity-60 ${focusRing}`;

export const buttonSecondary = `inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-primary px-4 py-2 font-medium text-primary hover:bg-primary/10 disabled:opacity-60 dark:border-gold dark:text-gold dark:hover:bg-gold/10 ${focusRing}`;

export const buttonDanger = `inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-danger px-4 py-2 font-medium text-white hover:bg-danger/85 disabled:opacity-60 ${focusRing}`;

export const buttonGhostDanger = `inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-danger/60 px-4 py-2 font-medium text-danger hover:bg-danger/10 disabled:opacity-60 dark:text-red-400 ${focusRing}`;

/** Small square icon button (row actions, reorder arrows). */
export const iconButton = `inline-flex h-9 w-9 items-center justify-center rounded-md text-dark/80 hover:bg-dark/10 disabled:opacity-40 disabled:hover:bg-transparent dark:text-sand/85 dark:hover:bg-sand/10 ${focusRing}`;

export const card =
  'rounded-xl bg-white p-4 shadow-sm ring-1 ring-dark/5 min-[600px]:p-6 dark:bg-white/5 dark:ring-sand/10';

export const muted = 'text-dark/70 dark:text-sand/75';

export const textLink = `rounded-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary dark:text-gold dark:decoration-gold/50 ${focusRing}`;

export const legend = 'text-sm font-semibold';

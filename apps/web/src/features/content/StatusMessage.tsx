import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonPrimary, buttonSecondary, muted, pageTitle } from './ui';

interface StatusMessageProps {
  /** Large decorative mark above the title, e.g. "404". */
  mark?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Up to two links; the first is the main one. */
  links: Array<{ href: string; label: ReactNode }>;
  /** Extra actions such as a "Try again" button. */
  actions?: ReactNode;
}

/** A centred page-level message with its own <h1>: not found, no access, failed to load. */
export function StatusMessage({ mark, title, children, links, actions }: StatusMessageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center text-dark min-[900px]:py-24 dark:text-sand">
      {mark && (
        <p
          aria-hidden="true"
          className="text-7xl font-bold tracking-tight text-primary/80 min-[600px]:text-8xl dark:text-gold/80"
        >
          {mark}
        </p>
      )}
      <div aria-hidden="true" className="mt-6 h-1 w-16 rounded-full bg-gold" />
      <h1 className={`mt-6 ${pageTitle}`}>{title}</h1>
      {children && <div className={`mt-3 text-lg break-words ${muted}`}>{children}</div>}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {links.map((link, i) => (
          <Link key={link.href} href={link.href} className={i === 0 ? buttonPrimary : buttonSecondary}>
            {link.label}
          </Link>
        ))}
        {actions}
      </div>
    </div>
  );
}

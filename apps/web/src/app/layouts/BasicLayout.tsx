import type { ReactNode } from 'react';

/** SPEC section 2 "basic": content only. */
export function BasicLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen bg-sand text-dark dark:bg-dark dark:text-sand">
      {children}
    </main>
  );
}

import { Link } from 'wouter';

/** From this width the links sit in the header and the menu button is gone (SPEC section 8 breakpoints). */
export const WIDE = '(min-width: 900px)';

export const iconButton =
  'rounded-full p-2 hover:bg-dark/5 focus-visible:ring-2 focus-visible:ring-primary dark:hover:bg-sand/10';

export function Brand() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-primary">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="text-base font-bold whitespace-nowrap text-primary-strong min-[360px]:text-xl dark:text-gold">
        Ruang Teduh
      </span>
    </Link>
  );
}

export function isCurrentPath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

export function navLinkClass(current: boolean): string {
  return `rounded-md px-3 py-2 font-medium focus-visible:ring-2 focus-visible:ring-primary ${
    current
      ? 'text-primary-strong underline underline-offset-8 dark:text-gold'
      : 'text-dark hover:text-primary dark:text-sand dark:hover:text-gold'
  }`;
}

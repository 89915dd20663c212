import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Typography for editor HTML (paragraphs, headings, lists, links, quotes, images, tables). */
const PROSE = [
  'max-w-none text-base leading-relaxed text-dark/85 dark:text-sand/85',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-4 [&_ul]:my-4 [&_ol]:my-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6 [&_li]:my-1',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-dark dark:[&_h2]:text-sand',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-dark dark:[&_h3]:text-sand',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-gold',
  '[&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-primary',
  '[&_strong]:font-semibold [&_strong]:text-dark dark:[&_strong]:text-sand',
  '[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-gold [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_hr]:my-8 [&_hr]:border-dark/10 dark:[&_hr]:border-sand/15',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border-b [&_td]:border-dark/10 [&_td]:py-2 [&_th]:py-2 [&_th]:text-start',
].join(' ');

interface HtmlProps {
  /** HTML that the server has already sanitised. */
  html: string;
  className?: string;
  id?: string;
  hidden?: boolean;
}

/** Renders server HTML with consistent typography; same-site links navigate inside the app. */
export function Html({ html, className = '', id, hidden }: HtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      id={id}
      hidden={hidden}
      className={`${PROSE} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored HTML field.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { useEffect, useState } from 'react';

/** Where a section counts as reached: this far down the window (below the sticky header). */
const READING_LINE = 0.3;

/**
 * The id of the section being read, for aria-current in an in-page nav: the last section whose top
 * has passed a line 30% down the window. Above the first section's top (the top of the page) that
 * is the first section, so scrolling back up always ends on it. Worked out from the sections'
 * positions on every scroll and resize, not from which sections happen to cross a band, which left
 * the last crossed section marked once none was in the band.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (current === null || element.getBoundingClientRect().top <= line) current = id;
      }
      if (current !== null) setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Sections grow as their classes load, which moves the ones below without any scrolling.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

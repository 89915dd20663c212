import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { Loading, Skeleton } from '../../features/content/Skeleton';
import { card, focusRing } from '../../features/content/ui';
import { SlideContent } from './SlideContent';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const INTERVAL_MS = 7000;

const control = `inline-flex size-11 items-center justify-center rounded-full bg-white text-dark shadow-sm ring-1 ring-dark/10 transition-colors hover:bg-primary hover:text-white dark:bg-dark dark:text-sand dark:ring-sand/20 dark:hover:bg-primary ${focusRing}`;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
      <path
        d={direction === 'left' ? 'M12.5 5l-5 5 5 5' : 'M7.5 5l5 5-5 5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The home slider as an accessible carousel: previous/next, dots, and a pause button. It advances on
 * its own only while nobody hovers or focuses it, it is not paused, and the visitor allows motion.
 */
export function HeroSlider() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const slides = useQuery(trpc.slider.list.queryOptions());
  const items = slides.data ?? [];
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const playing = count > 1 && !paused && !hovered && !focused && !reduceMotion;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (slides.isPending) {
    return (
      <Loading>
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
      </Loading>
    );
  }
  if (count === 0) return null;

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      className={`overflow-hidden ${card}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="grid" aria-live={playing ? 'off' : 'polite'}>
        {items.map((slide, i) => {
          const active = i === current;
          const position = i + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group.
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              aria-hidden={!active}
              className={`[grid-area:1/1] transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              <SlideContent slide={slide} priority={i === 0} />
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="flex items-center justify-between gap-3 border-t border-dark/10 px-5 py-3 dark:border-sand/15">
          <div className="flex items-center gap-2">
            <button type="button" className={control} aria-label={t`Previous slide`} onClick={() => go(current - 1)}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={control} aria-label={t`Next slide`} onClick={() => go(current + 1)}>
              <Chevron direction="right" />
            </button>
            {!reduceMotion && (
              <button
                type="button"
                className={control}
                aria-label={paused ? t`Play slideshow` : t`Pause slideshow`}
                onClick={() => setPaused((p) => !p)}
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current">
                  {paused ? <path d="M6 4l10 6-10 6V4z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
                </svg>
              </button>
            )}
          </div>
          <ul className="flex items-center gap-1">
            {items.map((slide, i) => {
              const position = i + 1;
              return (
                <li key={slide.id}>
                  <button
                    type="button"
                    aria-label={t`Show slide ${position}`}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => go(i)}
                    className={`flex size-7 items-center justify-center rounded-full ${focusRing}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                        i === current ? 'w-6 bg-primary dark:bg-gold' : 'w-2.5 bg-dark/25 dark:bg-sand/30'
                      }`}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { formatRating } from './classFormat';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Five stars, filled to the rating (rounded to the nearest whole star), read out as "4 out of 5". */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useLingui();
  const value = formatRating(rating);
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={t`${value} out of 5`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 ${star <= filled ? 'fill-gold' : 'fill-dark/15 dark:fill-sand/20'}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

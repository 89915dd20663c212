import type { ClassSession, ClassSummary } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatList } from '../content/format';
import { PictureOrPlaceholder } from '../content/Picture';
import { CardTitle, linkCard } from '../content/CardTitle';
import { eyebrow, muted } from '../content/ui';
import { formatSessionShort } from '../sessions/sessionFormat';
import { SessionZoneLabel, VisitorTime } from '../sessions/VisitorTime';
import { formatPrice, useClassTypeLabel, useFormatLabel, useScheduleSummary } from './classFormat';
import { userText } from '../../lib/user-text';

interface ClassCardProps {
  item: ClassSummary;
  /** Level of the title heading, so it fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Show the class type above the title (for mixed lists). */
  showType?: boolean;
  /** Above the fold: load the image eagerly, with high priority. */
  priority?: boolean;
}

const dateBadge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * The soonest session: its date and time on the class's clock, and whether it is cancelled or full; once the page
 * runs, for a visitor elsewhere, the class's zone and the visitor's own time.
 */
function NextDate({ session }: { session: ClassSession }) {
  const whenText = formatSessionShort(session);
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={session.status === 'cancelled' ? 'line-through decoration-1' : ''}>
          <Trans>Next: {whenText}</Trans>
          <SessionZoneLabel session={session} />
        </span>
        {session.status === 'cancelled' ? (
          <span className={`${dateBadge} bg-danger/10 text-danger dark:bg-red-400/15 dark:text-red-300`}>
            <Trans>Cancelled</Trans>
          </span>
        ) : (
          session.seatsLeft === 0 && (
            <span className={`${dateBadge} bg-dark/10 text-dark dark:bg-sand/15 dark:text-sand`}>
              <Trans>Full</Trans>
            </span>
          )
        )}
      </p>
      <VisitorTime session={session} className={`block ${muted}`} />
    </>
  );
}

/** A class as a card; the whole card links to /class/{slug}. */
export function ClassCard({ item, headingLevel = 3, showType = false, priority = false }: ClassCardProps) {
  const { t } = useLingui();
  const typeLabel = useClassTypeLabel();
  const formatLabel = useFormatLabel();
  const schedule = useScheduleSummary();
  const info = item.extendInfo;
  const price = formatPrice(info.price, info.currency) ?? t`Free`;
  const names = userText(formatList(item.facilitators.map((f) => f.name)));

  return (
    <article className={linkCard}>
      <PictureOrPlaceholder
        image={item.image}
        sizes="(min-width: 1152px) 360px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
        priority={priority}
        placeholderClassName="aspect-[16/10] w-full bg-linear-to-br from-primary/25 via-sand to-gold/30 dark:via-dark"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {showType && <p className={eyebrow}>{typeLabel(item.classType)}</p>}
        <CardTitle level={headingLevel} href={`/class/${item.slug}`}>
          {item.title}
        </CardTitle>
        {item.facilitators.length > 0 && (
          <p className={`text-sm ${muted}`}>
            <Trans>with {names}</Trans>
          </p>
        )}
        {item.summary && <p className={`line-clamp-3 text-sm ${muted}`}>{item.summary}</p>}
        <div className="mt-auto space-y-1 pt-3 text-sm">
          <p className="font-medium text-primary-strong dark:text-gold">{schedule(item.classType, info)}</p>
          {item.nextSession && <NextDate session={item.nextSession} />}
          <p className={muted}>
            {formatLabel(info.format)} · <span className="font-semibold text-dark dark:text-sand">{price}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

import type { ClassDetail, ClassSession } from '@app/contract';
import { classCalendarPath, hasCalendarDates } from '@app/contract/constants';
import { CalendarPlus } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import {
  formatPrice,
  formatTimeRange,
  timeZoneName,
  useDurationLabel,
  useFormatLabel,
  weekdayName,
} from '../../features/classes/classFormat';
import { Computed } from '../../features/content/Computed';
import { factRow } from '../../features/content/Fact';
import { formatDateRange } from '../../features/content/format';
import { CancellationRule } from '../../features/sessions/CancellationRule';
import { SessionAvailability } from '../../features/sessions/SessionAvailability';
import { isFull } from '../../features/sessions/sessionChoice';
import { formatSessionShort } from '../../features/sessions/sessionFormat';
import { SessionZoneLabel, VisitorTime } from '../../features/sessions/VisitorTime';
import { useNow } from '../../lib/clock';
import { buttonPrimary, card, muted, textLink } from '../../features/content/ui';

const Fact = factRow({ row: 'py-3 first:pt-0 last:pb-0', value: 'mt-1 text-dark dark:text-sand' });

function Price({ price }: { price: string | null }) {
  return price ? (
    <>
      <span className="block text-xl font-semibold">{price}</span>
      <span className={`block text-sm ${muted}`}>
        <Trans>per person, per session</Trans>
      </span>
    </>
  ) : (
    <span className="text-xl font-semibold">
      <Trans>Free</Trans>
    </span>
  );
}

/**
 * When, where and how much, with the Register call to action. `bookable`: the dates that can still be booked,
 * soonest first (ClassPage).
 */
export function ClassFacts({ item, bookable }: { item: ClassDetail; bookable: readonly ClassSession[] }) {
  const { t, i18n } = useLingui();
  const formatLabel = useFormatLabel();
  const durationLabel = useDurationLabel();
  const now = useNow();
  const info = item.extendInfo;
  const next = bookable[0] ?? null;
  const capacity = next?.capacity ?? null;
  const online = info.format !== 'in-person';
  // Each format below is its own component (Computed): hydrating this card is several short tasks.

  return (
    <aside aria-labelledby="class-details" className={`p-6 ${card}`}>
      <h2 id="class-details" className="text-lg font-semibold text-dark dark:text-sand">
        <Trans>Class details</Trans>
      </h2>
      <dl className="mt-4 divide-y divide-dark/10 dark:divide-sand/15">
        {(info.day || info.startDate) && (
          <Fact label={<Trans>When</Trans>}>
            <Computed
              render={() => {
                const day = info.day ? weekdayName(info.day) : null;
                const dates = info.startDate ? formatDateRange(info.startDate, info.endDate, 'full') : null;
                return <span className="block font-medium">{day ? t`Every ${day}` : dates}</span>;
              }}
            />
            <Computed
              render={() => {
                const time = formatTimeRange(info.startTime, info.endTime);
                return (
                  time && (
                    <span className={`block text-sm ${muted}`}>
                      {time} <span className="whitespace-nowrap">({timeZoneName(info.timeZone, now)})</span>
                    </span>
                  )
                );
              }}
            />
            {hasCalendarDates(info) && (
              <a
                href={classCalendarPath(item.slug, i18n.locale)}
                download={`${item.slug}.ics`}
                className={`mt-2 inline-flex items-center gap-1.5 text-sm ${textLink}`}
              >
                <CalendarPlus size={16} aria-hidden />
                <Trans>Add to calendar</Trans>
              </a>
            )}
          </Fact>
        )}
        {!info.day && !info.startDate && (
          <Fact label={<Trans>When</Trans>}>
            <Trans>By appointment, at a time that suits you</Trans>
          </Fact>
        )}
        <Computed
          render={() => {
            const length = durationLabel(info);
            return length && <Fact label={<Trans>Duration</Trans>}>{length}</Fact>;
          }}
        />
        <Fact label={<Trans>Where</Trans>}>
          <span className="block font-medium">{formatLabel(info.format)}</span>
          {info.format !== 'online' && info.location && (
            <span className={`block text-sm ${muted}`}>{info.location}</span>
          )}
          {online && (
            <span className={`block text-sm ${muted}`}>
              {/* A private session is requested, not booked: its link comes once staff have dated it. */}
              {item.classType === 'PRIVATE_SESSION' ? (
                <Trans>We send the meeting link once your session is arranged.</Trans>
              ) : (
                <Trans>We send the meeting link when you register.</Trans>
              )}
            </span>
          )}
        </Fact>
        <Fact label={<Trans>Price</Trans>}>
          <Computed render={() => <Price price={formatPrice(info.price, info.currency)} />} />
        </Fact>
        <Fact label={<Trans>Cancellation</Trans>}>
          <CancellationRule hours={item.cancelCutoffHours} />
        </Fact>
        {item.classType !== 'PRIVATE_SESSION' && (
          <Fact label={<Trans>Next date</Trans>}>
            {next ? (
              <>
                <Computed
                  render={() => (
                    <span className="block font-medium">
                      {formatSessionShort(next)}
                      <SessionZoneLabel session={next} />
                    </span>
                  )}
                />
                <VisitorTime session={next} className={`block text-sm ${muted}`} />
                <span className="block text-sm">
                  <SessionAvailability session={next} />
                  {capacity !== null && next.seatsLeft !== 0 && (
                    <span className={muted}>
                      {' '}
                      (<Plural value={capacity} one="of # place" other="of # places" />)
                    </span>
                  )}
                </span>
              </>
            ) : (
              <Trans>No dates are open for booking right now.</Trans>
            )}
          </Fact>
        )}
      </dl>
      {item.classType === 'PRIVATE_SESSION' ? (
        <a href="#register" className={`mt-6 w-full ${buttonPrimary}`}>
          <Trans>Request a session</Trans>
        </a>
      ) : bookable.length === 0 ? (
        <Link href="/contact" className={`mt-6 w-full ${buttonPrimary}`}>
          <Trans>Contact us</Trans>
        </Link>
      ) : (
        <a href="#register" className={`mt-6 w-full ${buttonPrimary}`}>
          {bookable.every(isFull) ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}
        </a>
      )}
      <p className={`mt-3 text-center text-sm ${muted}`}>
        <Trans>
          Questions first?{' '}
          <Link href="/faq" className={textLink}>
            Read the FAQ
          </Link>
        </Trans>
      </p>
    </aside>
  );
}

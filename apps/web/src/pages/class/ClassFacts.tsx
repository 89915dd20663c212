import type { ClassDetail } from '@app/contract';
import { classCalendarPath, hasCalendarDates } from '@app/contract/constants';
import { CalendarPlus } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  formatPrice,
  formatTimeRange,
  timeZoneName,
  useDurationLabel,
  useFormatLabel,
  weekdayName,
} from '../../features/classes/classFormat';
import { formatDateRange } from '../../features/content/format';
import { buttonPrimary, card, eyebrow, muted, textLink } from '../../features/content/ui';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className={eyebrow}>{label}</dt>
      <dd className="mt-1 text-dark dark:text-sand">{children}</dd>
    </div>
  );
}

/** When, where and how much, with the Register call to action. */
export function ClassFacts({ item }: { item: ClassDetail }) {
  const { t, i18n } = useLingui();
  const formatLabel = useFormatLabel();
  const durationLabel = useDurationLabel();
  const info = item.extendInfo;
  const length = durationLabel(info);
  const time = formatTimeRange(info.startTime, info.endTime);
  const zone = timeZoneName(info.timeZone);
  const price = formatPrice(info.price, info.currency);
  const fullyBooked = item.seatsLeft === 0;
  const seatsLeft = item.seatsLeft ?? 0;
  const capacity = item.capacity ?? 0;
  const day = info.day ? weekdayName(info.day) : null;
  const dates = info.startDate ? formatDateRange(info.startDate, info.endDate, 'full') : null;
  const online = info.format !== 'in-person';

  return (
    <aside aria-labelledby="class-details" className={`p-6 ${card}`}>
      <h2 id="class-details" className="text-lg font-semibold text-dark dark:text-sand">
        <Trans>Class details</Trans>
      </h2>
      <dl className="mt-4 divide-y divide-dark/10 dark:divide-sand/15">
        {(day || dates) && (
          <Fact label={<Trans>When</Trans>}>
            <span className="block font-medium">{day ? t`Every ${day}` : dates}</span>
            {time && (
              <span className={`block text-sm ${muted}`}>
                {time} <span className="whitespace-nowrap">({zone})</span>
              </span>
            )}
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
        {!day && !dates && (
          <Fact label={<Trans>When</Trans>}>
            <Trans>By appointment, at a time that suits you</Trans>
          </Fact>
        )}
        {length && <Fact label={<Trans>Duration</Trans>}>{length}</Fact>}
        <Fact label={<Trans>Where</Trans>}>
          <span className="block font-medium">{formatLabel(info.format)}</span>
          {info.format !== 'online' && info.location && (
            <span className={`block text-sm ${muted}`}>{info.location}</span>
          )}
          {online && (
            <span className={`block text-sm ${muted}`}>
              <Trans>We send the meeting link when you register.</Trans>
            </span>
          )}
        </Fact>
        <Fact label={<Trans>Price</Trans>}>
          {price ? (
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
          )}
        </Fact>
        {item.seatsLeft !== null && (
          <Fact label={<Trans>Places</Trans>}>
            {fullyBooked ? (
              <span className="font-semibold text-danger dark:text-red-300">
                <Trans>Fully booked</Trans>
              </span>
            ) : (
              <span>
                <Plural value={seatsLeft} one="# place left" other="# places left" />
                {item.capacity !== null && (
                  <span className={`text-sm ${muted}`}>
                    {' '}
                    (<Plural value={capacity} one="of # place" other="of # places" />)
                  </span>
                )}
              </span>
            )}
          </Fact>
        )}
      </dl>
      <a href="#register" className={`mt-6 w-full ${buttonPrimary}`}>
        {fullyBooked ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}
      </a>
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

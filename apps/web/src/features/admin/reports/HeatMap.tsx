import { useLingui } from '@lingui/react/macro';

/**
 * Seats booked by weekday and starting hour: a table whose cells are shaded by their value, the number in each
 * (so the colour never carries the meaning alone). Hours run from the earliest to the latest with a booking.
 */
export function HeatMap({
  caption,
  cells,
  weekdayName,
  hourName,
}: {
  caption: string;
  cells: ReadonlyArray<{ weekday: number; hour: number; seats: number }>;
  weekdayName: (weekday: number) => string;
  hourName: (hour: number) => string;
}) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const hours = cells.map((c) => c.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const columns = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const max = Math.max(1, ...cells.map((c) => c.seats));
  const seatsAt = (weekday: number, hour: number) =>
    cells.find((c) => c.weekday === weekday && c.hour === hour)?.seats ?? 0;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard
    <section className="relative mt-3 overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="min-w-max border-separate border-spacing-0.5 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((hour) => (
              <th key={hour} scope="col" className="px-1 text-xs font-medium">
                {hourName(hour)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
            <tr key={weekday}>
              <th scope="row" className="pr-2 text-left text-xs font-medium whitespace-nowrap">
                {weekdayName(weekday)}
              </th>
              {columns.map((hour) => {
                const seats = seatsAt(weekday, hour);
                const share = Math.round((seats / max) * 100);
                return (
                  <td
                    key={hour}
                    className={`h-9 min-w-11 rounded text-center tabular-nums ${share > 55 ? 'text-white' : ''}`}
                    style={{
                      backgroundColor:
                        seats === 0
                          ? undefined
                          : `color-mix(in srgb, var(--color-primary) ${10 + share * 0.9}%, transparent)`,
                    }}
                  >
                    {seats === 0 ? <span className="sr-only">{number.format(0)}</span> : number.format(seats)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

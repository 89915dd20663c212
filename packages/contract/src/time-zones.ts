let zones: ReadonlySet<string> | null = null;

/** The IANA time zones this runtime knows (`Intl.supportedValuesOf`), plus `UTC`, sorted. */
export function supportedTimeZones(): string[] {
  return [...timeZoneSet()].sort();
}

function timeZoneSet(): ReadonlySet<string> {
  // Browsers from before 2022 lack supportedValuesOf: they offer the studio's zones and UTC.
  zones ??= new Set([
    ...(typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
    'UTC',
  ]);
  return zones;
}

/** A class's schedule is kept in one of these; anything else would break its calendar and times. */
export function isSupportedTimeZone(zone: string): boolean {
  return timeZoneSet().has(zone);
}

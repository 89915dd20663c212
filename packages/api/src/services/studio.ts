import type { Weekday } from '@app/contract';

export const SITE_NAME = 'Ruang Teduh';

/**
 * Where the studio is and when it is open, as search engines describe a local business. Telephone,
 * email and social profiles are editable contact settings (site_settings `contact`); the postal
 * address is kept here in its parts, matching the contact address, with the map position and hours.
 */
export const STUDIO = {
  name: SITE_NAME,
  address: {
    streetAddress: 'Jl. Kemang Raya No. 18',
    addressLocality: 'Jakarta Selatan',
    addressRegion: 'DKI Jakarta',
    postalCode: '12730',
    addressCountry: 'ID',
  },
  geo: { latitude: -6.2607, longitude: 106.8152 },
  timeZone: 'Asia/Jakarta',
  /** Classes run Tuesday to Sunday; Monday is the studio's day off. */
  openingHours: [
    { days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '21:00' },
    { days: ['Saturday', 'Sunday'], opens: '08:00', closes: '17:00' },
  ] satisfies Array<{ days: Weekday[]; opens: string; closes: string }>,
} as const;

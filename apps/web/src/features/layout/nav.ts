import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Each label names the page it opens, as that page's title does (the static content's seeded title),
 * so a visitor who follows "Our method" lands on "Our method".
 */
export interface NavItem {
  href: string;
  label: MessageDescriptor;
}

export const MAIN_NAV: NavItem[] = [
  { href: '/session-classes', label: msg`Classes` },
  { href: '/facilitators', label: msg`Facilitators` },
  { href: '/about-us', label: msg`Our method` },
  { href: '/story', label: msg`Stories` },
  { href: '/media', label: msg`Media` },
  { href: '/corporate', label: msg`Corporate` },
  { href: '/contact', label: msg`Contact` },
];

/** A member's own page: in the header's menu (an icon on wide screens) and the footer. */
export const MY_BOOKINGS_NAV: NavItem = { href: '/my-bookings', label: msg`My bookings` };

export const FOOTER_NAV: Array<{ title: MessageDescriptor; items: NavItem[] }> = [
  {
    title: msg`Explore`,
    items: [
      { href: '/session-classes', label: msg`Classes` },
      { href: '/facilitators', label: msg`Facilitators` },
      { href: '/media', label: msg`Media` },
      { href: '/story', label: msg`Stories` },
    ],
  },
  {
    title: msg`About`,
    items: [
      { href: '/about-us', label: msg`Our method` },
      { href: '/about', label: msg`About Ruang Teduh` },
      { href: '/corporate', label: msg`Corporate wellbeing` },
      { href: '/employee-assistance-program', label: msg`Employee assistance` },
    ],
  },
  {
    title: msg`Reflections`,
    items: [
      { href: '/ngakalin-self-decipline', label: msg`Ngakalin Self-Discipline` },
      { href: '/bermedia-sosial', label: msg`Using social media kindly` },
      { href: '/menyayangi-tubuh', label: msg`Loving your body` },
      { href: '/being-acknowledge', label: msg`Being acknowledged` },
    ],
  },
  {
    title: msg`Help`,
    items: [
      MY_BOOKINGS_NAV,
      { href: '/faq', label: msg`FAQ` },
      { href: '/contact', label: msg`Contact` },
      { href: '/terms', label: msg`Terms of use` },
      { href: '/terms-conditions', label: msg`Terms and conditions` },
      { href: '/privacy-policy', label: msg`Privacy policy` },
    ],
  },
];

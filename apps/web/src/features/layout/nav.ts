import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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
      { href: '/about', label: msg`About us` },
      { href: '/corporate', label: msg`Corporate programmes` },
      { href: '/employee-assistance-program', label: msg`Employee assistance` },
    ],
  },
  {
    title: msg`Reflections`,
    items: [
      { href: '/ngakalin-self-decipline', label: msg`Hacking self-discipline` },
      { href: '/bermedia-sosial', label: msg`Being on social media` },
      { href: '/menyayangi-tubuh', label: msg`Loving your body` },
      { href: '/being-acknowledge', label: msg`Being acknowledged` },
    ],
  },
  {
    title: msg`Help`,
    items: [
      { href: '/faq', label: msg`FAQ` },
      { href: '/contact', label: msg`Contact` },
      { href: '/terms', label: msg`Terms` },
      { href: '/terms-conditions', label: msg`Terms and conditions` },
      { href: '/privacy-policy', label: msg`Privacy policy` },
    ],
  },
];

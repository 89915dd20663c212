import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

interface AdminNavItem {
  /** Route name (SPEC section 2); items whose route is not in the table are not shown. */
  route: string;
  href: string;
  label: MessageDescriptor;
}

export interface AdminNavGroup {
  title: MessageDescriptor;
  items: AdminNavItem[];
}

/** The sidebar groups of SPEC section 2, in order. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    title: msg`Home`,
    items: [
      { route: 'admin.welcome', href: '/admin', label: msg`Welcome` },
      { route: 'admin.reports', href: '/admin/reports', label: msg`Reports` },
      { route: 'admin.audit', href: '/admin/audit', label: msg`Changes` },
      { route: 'admin.trash', href: '/admin/trash', label: msg`Trash` },
    ],
  },
  {
    title: msg`Pages`,
    items: [
      { route: 'admin.pages.home', href: '/admin/pages/home', label: msg`Home page` },
      { route: 'admin.pages.method', href: '/admin/pages/method', label: msg`Our method` },
      { route: 'admin.pages.about', href: '/admin/pages/about', label: msg`About` },
      { route: 'admin.pages.self-decipline', href: '/admin/pages/self-decipline', label: msg`Self-discipline` },
      { route: 'admin.pages.bermedia-sosial', href: '/admin/pages/bermedia-sosial', label: msg`Social media` },
      { route: 'admin.pages.menyayangi-tubuh', href: '/admin/pages/menyayangi-tubuh', label: msg`Loving your body` },
      { route: 'admin.pages.acknowledge', href: '/admin/pages/acknowledge', label: msg`Being acknowledged` },
    ],
  },
  {
    title: msg`Personal Page Intro`,
    items: [
      { route: 'admin.pages.journey', href: '/admin/pages/journey', label: msg`Journey` },
      { route: 'admin.pages.counselor', href: '/admin/pages/counselor', label: msg`Facilitators` },
      { route: 'admin.pages.media', href: '/admin/pages/media', label: msg`Media` },
      { route: 'admin.pages.contact', href: '/admin/pages/contact', label: msg`Contact` },
      { route: 'admin.slider.view', href: '/admin/slider', label: msg`Home slider` },
    ],
  },
  {
    title: msg`Personal Page Details`,
    items: [
      { route: 'admin.counselor.view', href: '/admin/counselor', label: msg`Facilitator profiles` },
      { route: 'admin.class.view', href: '/admin/class', label: msg`Classes` },
      { route: 'admin.images', href: '/admin/images', label: msg`Images` },
      { route: 'admin.upload.image', href: '/admin/upload/image', label: msg`Upload schedule` },
      { route: 'admin.media.view', href: '/admin/media', label: msg`Media articles` },
      { route: 'admin.pages.privacy-policy', href: '/admin/pages/privacy-policy', label: msg`Privacy policy` },
      {
        route: 'admin.pages.terms-conditions',
        href: '/admin/pages/terms-conditions',
        label: msg`Terms and conditions`,
      },
      { route: 'admin.pages.faq', href: '/admin/pages/faq', label: msg`FAQ` },
      { route: 'admin.story.view', href: '/admin/story', label: msg`Stories` },
      { route: 'admin.pages.tnc', href: '/admin/pages/tnc', label: msg`Terms` },
    ],
  },
  {
    title: msg`Corporate`,
    items: [
      { route: 'admin.pages.corporate', href: '/admin/pages/corporate', label: msg`Data` },
      { route: 'admin.pages.client', href: '/admin/pages/client', label: msg`Clients` },
      { route: 'admin.pages.corp.faq', href: '/admin/pages/corp/faq', label: msg`FAQ` },
      { route: 'admin.pages.corp.tnc', href: '/admin/pages/corp/tnc', label: msg`Terms` },
    ],
  },
  {
    title: msg`Bookings`,
    items: [
      { route: 'admin.sessions.view', href: '/admin/sessions', label: msg`Sessions` },
      { route: 'admin.private-requests', href: '/admin/private-requests', label: msg`Private requests` },
      { route: 'admin.booking-settings', href: '/admin/booking-settings', label: msg`Booking settings` },
    ],
  },
  // Editors write issues too, so they have a group of their own, not under Registrant (admins only).
  {
    title: msg`Newsletter`,
    items: [{ route: 'admin.newsletter.view', href: '/admin/newsletter', label: msg`Newsletter issues` }],
  },
  { title: msg`Team`, items: [{ route: 'admin.staff', href: '/admin/staff', label: msg`Staff` }] },
  {
    title: msg`Integrations`,
    items: [
      { route: 'admin.api-keys', href: '/admin/api-keys', label: msg`API keys` },
      { route: 'admin.webhooks', href: '/admin/webhooks', label: msg`Webhooks` },
    ],
  },

  {
    title: msg`Registrant`,
    items: [
      { route: 'admin.people', href: '/admin/people', label: msg`People` },
      { route: 'admin.registrant.newsletter', href: '/admin/registrant/newsletter', label: msg`Newsletter` },
      { route: 'admin.registrant.class', href: '/admin/registrant/class', label: msg`Class` },
      { route: 'admin.registrant.contact', href: '/admin/registrant/contact', label: msg`Contact` },
    ],
  },
];

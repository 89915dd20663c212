import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageRoute } from './edited-pages';

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

/** The sidebar's link to the page editor at /admin/pages/`where`. */
function pageItem(where: string, label: MessageDescriptor): AdminNavItem {
  const { name, path } = pageRoute(where);
  return { route: name, href: path, label };
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
      pageItem('home', msg`Home page`),
      pageItem('method', msg`Our method`),
      pageItem('about', msg`About`),
      pageItem('self-decipline', msg`Self-discipline`),
      pageItem('bermedia-sosial', msg`Social media`),
      pageItem('menyayangi-tubuh', msg`Loving your body`),
      pageItem('acknowledge', msg`Being acknowledged`),
    ],
  },
  {
    title: msg`Personal Page Intro`,
    items: [
      pageItem('journey', msg`Journey`),
      pageItem('counselor', msg`Facilitators`),
      pageItem('media', msg`Media`),
      pageItem('contact', msg`Contact`),
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
      pageItem('privacy-policy', msg`Privacy policy`),
      pageItem('terms-conditions', msg`Terms and conditions`),
      pageItem('faq', msg`FAQ`),
      { route: 'admin.story.view', href: '/admin/story', label: msg`Stories` },
      pageItem('tnc', msg`Terms`),
    ],
  },
  {
    title: msg`Corporate`,
    items: [
      pageItem('corporate', msg`Data`),
      pageItem('client', msg`Clients`),
      pageItem('corp/faq', msg`FAQ`),
      pageItem('corp/tnc', msg`Terms`),
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

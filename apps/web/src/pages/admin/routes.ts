/**
 * The back office's routes (SPEC section 2, under /admin): loaded with the back office (app/routes.ts, `loadRoute`),
 * never by a visitor's page. Its pages are one more chunk (registry.ts). Order matters: the first match wins.
 */
import { FIRST_ADMIN_SETUP_PREFIX, INVITATION_PREFIX, PASSWORD_RESET_PREFIX, type Role } from '@app/contract/constants';
import type { ComponentType } from 'react';
import { appRoute, checkMiddleware, openTo, type RouteDefinition } from '../../app/route-definition';
import { lazyPage } from '../../lib/chunk-reload';
import { EDITED_PAGES } from '../../features/admin/edited-pages';
import type { AdminPageName } from './registry';

type PageProps = Parameters<RouteDefinition['page']>[0];

const adminPage = (name: AdminPageName) =>
  lazyPage(() => import('./registry').then((m) => ({ default: m.adminPages[name] as ComponentType<PageProps> })));
const AdminLoginPage = adminPage('AdminLoginPage');
const AdminWelcomePage = adminPage('AdminWelcomePage');
const AdminSettingsPage = adminPage('AdminSettingsPage');
const AdminClassListPage = adminPage('AdminClassListPage');
const AdminClassEditPage = adminPage('AdminClassEditPage');
const AdminSliderListPage = adminPage('AdminSliderListPage');
const AdminSlideEditPage = adminPage('AdminSlideEditPage');
const AdminSchedulePage = adminPage('AdminSchedulePage');
const AdminCounselorListPage = adminPage('AdminCounselorListPage');
const AdminCounselorEditPage = adminPage('AdminCounselorEditPage');
const AdminMediaListPage = adminPage('AdminMediaListPage');
const AdminMediaEditPage = adminPage('AdminMediaEditPage');
const AdminStoryListPage = adminPage('AdminStoryListPage');
const AdminStoryEditPage = adminPage('AdminStoryEditPage');
const AdminPageEditorPage = adminPage('AdminPageEditorPage');
const AdminFaqPage = adminPage('AdminFaqPage');
const AdminClientsPage = adminPage('AdminClientsPage');
const AdminRegistrantsPage = adminPage('AdminRegistrantsPage');
const AdminPeoplePage = adminPage('AdminPeoplePage');
const AdminPersonPage = adminPage('AdminPersonPage');
const AdminReportsPage = adminPage('AdminReportsPage');
const AdminAuditPage = adminPage('AdminAuditPage');
const AdminImagesPage = adminPage('AdminImagesPage');
const AdminTrashPage = adminPage('AdminTrashPage');
const AdminSessionsPage = adminPage('AdminSessionsPage');
const AdminRosterPage = adminPage('AdminRosterPage');
const AdminPrivateRequestsPage = adminPage('AdminPrivateRequestsPage');
const AdminNewsletterListPage = adminPage('AdminNewsletterListPage');
const AdminNewsletterEditPage = adminPage('AdminNewsletterEditPage');
const AdminBookingSettingsPage = adminPage('AdminBookingSettingsPage');
const AdminStaffPage = adminPage('AdminStaffPage');
const AdminApiKeysPage = adminPage('AdminApiKeysPage');
const AdminWebhooksPage = adminPage('AdminWebhooksPage');
const AdminForgotPasswordPage = adminPage('AdminForgotPasswordPage');
const AdminSetPasswordPage = adminPage('AdminSetPasswordPage');
const AdminSetupPage = adminPage('AdminSetupPage');

/** A back-office route: the admin layout, signed-in staff only. */
const admin = (name: string, path: string, page: RouteDefinition['page'], extra: Partial<RouteDefinition> = {}) =>
  appRoute(name, path, page, { layout: 'admin', middleware: ['authenticated-only'], ...extra });

export const adminRoutes: RouteDefinition[] = [
  appRoute('admin.login', '/admin/login', AdminLoginPage, { layout: 'basic', middleware: ['guest-only'] }),
  appRoute('admin.forgot-password', '/admin/forgot-password', AdminForgotPasswordPage, { layout: 'basic' }),
  // The emailed links that choose a password (an invitation, a reset): the token is the credential.
  appRoute('admin.invitation', `${INVITATION_PREFIX}:token`, AdminSetPasswordPage, { layout: 'basic' }),
  appRoute('admin.reset-password', `${PASSWORD_RESET_PREFIX}:token`, AdminSetPasswordPage, { layout: 'basic' }),
  // The first-admin setup link a production server logs on an empty database.
  appRoute('admin.setup', `${FIRST_ADMIN_SETUP_PREFIX}:token`, AdminSetupPage, {
    layout: 'basic',
    middleware: ['guest-only'],
  }),
  appRoute('admin.welcome', '/admin', AdminWelcomePage, { layout: 'admin', middleware: ['authenticated-only'] }),
  // The staff member's own account (name, password, passkeys, sessions); /admin/settings, its first address, still answers.
  appRoute('admin.account', '/admin/account', AdminSettingsPage, {
    layout: 'admin',
    middleware: ['authenticated-only'],
  }),
  appRoute('admin.settings', '/admin/settings', AdminSettingsPage, {
    layout: 'admin',
    middleware: ['authenticated-only'],
  }),
  admin('admin.class.view', '/admin/class', AdminClassListPage),
  admin('admin.class.create', '/admin/class/create', AdminClassEditPage),
  admin('admin.class.edit', '/admin/class/:id/edit', AdminClassEditPage),
  admin('admin.slider.view', '/admin/slider', AdminSliderListPage),
  admin('admin.slider.create', '/admin/slider/create', AdminSlideEditPage),
  admin('admin.slider.edit', '/admin/slider/:id/edit', AdminSlideEditPage),
  admin('admin.upload.image', '/admin/upload/image', AdminSchedulePage),
  admin('admin.counselor.view', '/admin/counselor', AdminCounselorListPage),
  admin('admin.counselor.create', '/admin/counselor/create', AdminCounselorEditPage),
  admin('admin.counselor.edit', '/admin/counselor/:id/edit', AdminCounselorEditPage),
  admin('admin.media.view', '/admin/media', AdminMediaListPage),
  admin('admin.media.create', '/admin/media/create', AdminMediaEditPage),
  admin('admin.media.edit', '/admin/media/:id/edit', AdminMediaEditPage),
  admin('admin.story.view', '/admin/story', AdminStoryListPage),
  admin('admin.story.create', '/admin/story/create', AdminStoryEditPage),
  admin('admin.story.edit', '/admin/story/:id/edit', AdminStoryEditPage),
  ...EDITED_PAGES.map((page) =>
    admin(page.name, page.path, page.editor === 'faq' ? AdminFaqPage : AdminPageEditorPage, { code: page.code }),
  ),
  admin('admin.pages.client', '/admin/pages/client', AdminClientsPage),
  // Sessions and seats: admins and editors (an editor's roster leaves out people's details).
  admin('admin.sessions.view', '/admin/sessions', AdminSessionsPage),
  admin('admin.sessions.roster', '/admin/sessions/:id', AdminRosterPage),
  admin('admin.private-requests', '/admin/private-requests', AdminPrivateRequestsPage, {
    middleware: ['authenticated-only', 'role:admin'],
  }),
  admin('admin.booking-settings', '/admin/booking-settings', AdminBookingSettingsPage, {
    middleware: ['authenticated-only', 'role:admin'],
  }),
  // Newsletter issues: written and tested by admins and editors; only admins send (the server decides).
  admin('admin.newsletter.view', '/admin/newsletter', AdminNewsletterListPage),
  admin('admin.newsletter.create', '/admin/newsletter/new', AdminNewsletterEditPage),
  admin('admin.newsletter.edit', '/admin/newsletter/:id', AdminNewsletterEditPage),
  // Reports (figures only, never people): admins and editors.
  admin('admin.reports', '/admin/reports', AdminReportsPage),
  // Every change staff made: admins and editors, as the dashboard's recent changes.
  admin('admin.audit', '/admin/audit', AdminAuditPage),
  // The media library: admins and editors, as every image field.
  admin('admin.images', '/admin/images', AdminImagesPage),
  // Deleted content: admins and editors restore; deleting for good is for admins (the server decides).
  admin('admin.trash', '/admin/trash', AdminTrashPage),
  // Staff accounts: admins only.
  admin('admin.staff', '/admin/staff', AdminStaffPage, { middleware: ['authenticated-only', 'role:admin'] }),
  // Integrations, admins only: API keys and webhook endpoints.
  admin('admin.api-keys', '/admin/api-keys', AdminApiKeysPage, { middleware: ['authenticated-only', 'role:admin'] }),
  admin('admin.webhooks', '/admin/webhooks', AdminWebhooksPage, { middleware: ['authenticated-only', 'role:admin'] }),
  // People (everyone who booked, subscribed or wrote) and their pages: admins only.
  admin('admin.people', '/admin/people', AdminPeoplePage, { middleware: ['authenticated-only', 'role:admin'] }),
  admin('admin.person', '/admin/people/:email', AdminPersonPage, { middleware: ['authenticated-only', 'role:admin'] }),
  // Registrants: admins only (editors manage content, not people's details).
  admin('admin.registrant.newsletter', '/admin/registrant/newsletter', AdminRegistrantsPage, {
    code: 'newsletter',
    middleware: ['authenticated-only', 'role:admin'],
  }),
  admin('admin.registrant.class', '/admin/registrant/class', AdminRegistrantsPage, {
    code: 'class',
    middleware: ['authenticated-only', 'role:admin'],
  }),
  admin('admin.registrant.contact', '/admin/registrant/contact', AdminRegistrantsPage, {
    code: 'contact',
    middleware: ['authenticated-only', 'role:admin'],
  }),
];

/** Whether someone with `role` may open the named back-office route (navigation hides links that lead to /unauthorized). */
export function routeOpenTo(name: string, role: Role | undefined): boolean {
  const route = adminRoutes.find((r) => r.name === name);
  return route !== undefined && openTo(route, role);
}

checkMiddleware(adminRoutes);

// Every back-office page, in one chunk a visitor never downloads (one lazy import keeps the
// public route table small).
// The back office's stylesheet comes with its pages (public pages link only public.css).
import '../../styles/admin.css';
import AdminLoginPage from './login/LoginPage';
import AdminWelcomePage from './welcome/WelcomePage';
import AdminSettingsPage from './settings/SettingsPage';
import AdminSchedulePage from './upload/ScheduleUploadPage';
import AdminPageEditorPage from './pages/PageEditorPage';
import AdminFaqPage from './faq/FaqAdminPage';
import AdminRegistrantsPage from './registrant/RegistrantsPage';
import AdminPeoplePage from './people/PeoplePage';
import AdminPersonPage from './people/PersonPage';
import AdminReportsPage from './reports/ReportsPage';
import AdminAuditPage from './audit/AuditPage';
import AdminImagesPage from './images/ImagesPage';
import AdminTrashPage from './trash/TrashPage';
import AdminSessionsPage from './sessions/SessionsPage';
import AdminRosterPage from './sessions/RosterPage';
import AdminPrivateRequestsPage from './private-requests/PrivateRequestsPage';
import AdminNewsletterListPage from './newsletter/NewsletterListPage';
import AdminNewsletterEditPage from './newsletter/NewsletterEditPage';
import AdminBookingSettingsPage from './booking-settings/BookingSettingsPage';
import AdminStaffPage from './staff/StaffPage';
import AdminApiKeysPage from './api-keys/ApiKeysPage';
import AdminWebhooksPage from './webhooks/WebhooksPage';
import AdminForgotPasswordPage from './forgot-password/ForgotPasswordPage';
import AdminSetPasswordPage from './set-password/SetPasswordPage';
import AdminSetupPage from './setup/SetupPage';

import { classContentType, clientType, facilitatorType, mediaArticleType, slideType, storyType } from '@app/contract';
import { contentPages } from '../../features/admin/content-type/contentPages';

// The types described in the contract (content-types/) get the generic list and form.
const facilitator = contentPages(facilitatorType);
const media = contentPages(mediaArticleType);
const slide = contentPages(slideType);
const story = contentPages(storyType);
const client = contentPages(clientType);
const classes = contentPages(classContentType);

export const adminPages = {
  AdminLoginPage,
  AdminWelcomePage,
  AdminSettingsPage,
  AdminClassListPage: classes.List,
  AdminClassEditPage: classes.Edit,
  AdminSliderListPage: slide.List,
  AdminSlideEditPage: slide.Edit,
  AdminSchedulePage,
  AdminCounselorListPage: facilitator.List,
  AdminCounselorEditPage: facilitator.Edit,
  AdminMediaListPage: media.List,
  AdminMediaEditPage: media.Edit,
  AdminStoryListPage: story.List,
  AdminStoryEditPage: story.Edit,
  AdminPageEditorPage,
  AdminFaqPage,
  AdminClientsPage: client.List,
  AdminRegistrantsPage,
  AdminPeoplePage,
  AdminPersonPage,
  AdminReportsPage,
  AdminAuditPage,
  AdminImagesPage,
  AdminTrashPage,
  AdminSessionsPage,
  AdminRosterPage,
  AdminPrivateRequestsPage,
  AdminNewsletterListPage,
  AdminNewsletterEditPage,
  AdminBookingSettingsPage,
  AdminStaffPage,
  AdminApiKeysPage,
  AdminWebhooksPage,
  AdminForgotPasswordPage,
  AdminSetPasswordPage,
  AdminSetupPage,
};

export type AdminPageName = keyof typeof adminPages;

import { securitySettingsSchema } from '@app/contract';
import { readSecuritySettings } from '../services/security-settings';
import { setSecuritySettings } from '../services/second-factor';
import {
  clientType,
  contentPreviewInputSchema,
  contentPreviewSchema,
  adminClassSchema,
  facilitatorType,
  faqType,
  mediaArticleType,
  slideType,
  storyType,
  adminListQuerySchema,
  adminListResultSchema,
  adminPageSchema,
  adminSearchHitSchema,
  adminSearchInputSchema,
  auditEntrySchema,
  auditPageSchema,
  auditQuerySchema,
  bulkActionInputSchema,
  bulkActionResultSchema,
  bulkSelectionSchema,
  bookingSettingsFormSchema,
  myDataErasureSchema,
  myDataSchema,
  byIdSchema,
  classDetailSchema,
  counselorDetailSchema,
  dashboardSchema,
  imageByIdSchema,
  imageDetailSchema,
  imageLibraryPageSchema,
  imageLibraryQuerySchema,
  imageUpdateInputSchema,
  registrantBatchSchema,
  peopleListSchema,
  peoplePageSchema,
  apiPeopleQuerySchema,
  peopleQuerySchema,
  personDetailSchema,
  personInputSchema,
  personNoteInputSchema,
  registrantListSchema,
  scheduleImageSchema,
  submissionResultSchema,
  uploadedImageSchema,
  classDetailInputSchema,
  classInputSchema,
  classUpdateSchema,
  contactStatusInputSchema,
  registrantQuerySchema,
  reportQuerySchema,
  reportSchema,
  counselorDetailInputSchema,
  deleteInputSchema,
  pageCodeInputSchema,
  pageUpdateSchema,
  reorderInputSchema,
  type Role,
  trashedItemSchema,
  trashItemInputSchema,
  itemVersionInputSchema,
  itemVersionSchema,
  pageRestoreInputSchema,
  pageVersionInputSchema,
  restoreVersionInputSchema,
  settingVersionInputSchema,
  versionSummarySchema,
  scheduleImageInputSchema,
} from '@app/contract';
import { z } from 'zod';
import {
  bookingSettingsHistory,
  bookingSettingsVersion,
  getBookingSettings,
  restoreBookingSettings,
  updateBookingSettings,
} from '../services/admin/booking-settings';
import {
  addPersonNote,
  erasePerson,
  exportPerson,
  getPerson,
  liftNoShowPause,
  listPeople,
} from '../services/admin/people';
import { peoplePage, peoplePageOf } from '../services/admin/sessions/feed';
import { getReport } from '../services/admin/reports';
import { listRegistrants, registrantBatches, setContactStatus } from '../services/admin/registrants';
import { imageReplaceInputSchema, imageUploadInputSchema, uploadImage } from '../services/admin/uploads';
import { deleteImage, getImage, listImages, replaceImage, updateImageTexts } from '../services/admin/image-library';
import { classDetail } from '../services/classes';
import { counselorDetail } from '../services/counselors';
import {
  dashboard,
  getPage,
  getScheduleImage,
  pageHistory,
  pageVersion,
  restorePage,
  setScheduleImage,
  updatePage,
} from '../services/admin/pages';
import { getVersion, listVersions } from '../services/admin/history';
import { listTrash, purgeFromTrash, restoreFromTrash } from '../services/admin/trash';
import { auditLog, recentAudit } from '../services/admin/audit-log';
import { searchContent } from '../services/admin/search';
import {
  bulkResource,
  selectResource,
  createResource,
  deleteResource,
  getResource,
  listResource,
  type ResourceSpec,
  reorderResource,
  restoreResource,
  updateResource,
  versionKeyOf,
  type AdminItem,
} from '../services/admin/resource';
import {
  classSpec,
  clientSpec,
  counselorSpec,
  faqSpec,
  mediaSpec,
  slideSpec,
  storySpec,
} from '../services/admin/specs';
import { router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';
import { adminSessionsRouter, privateRequestsRouter } from './admin-sessions';
import { previewContent } from '../services/admin/content-preview';
import { newsletterIssuesRouter } from './newsletter-issues';
import { staffRouter } from './staff';
import { apiKeysRouter } from './api-keys';
import { webhooksRouter } from './webhooks';

/** An answer streamed in batches: each batch is checked against `schema` as it is produced. */
function eachBatch<T extends z.ZodType>(schema: T) {
  return (batches: unknown): AsyncGenerator<z.output<T>> =>
    (async function* () {
      for await (const batch of batches as AsyncIterable<unknown>) yield schema.parse(batch);
    })();
}

/** Content is edited by admins and editors (SPEC section 6); registrants and staff accounts are admins only. */
const CONTENT_ROLES: readonly Role[] = ['admin', 'editor'];
const content = staffProcedure(CONTENT_ROLES);
/** Reads of content, drafts included: also open to API keys with `content:read`. */
const contentRead = staffProcedure(CONTENT_ROLES, { scope: 'content:read' });

/** Admins only: staff accounts' settings and what affects every account. */
const admins = staffProcedure(['admin']);
/** People's details: admins only, and nobody keeps a copy of the answer (`personalData`). */
const people = staffProcedure(['admin']).meta({ personalData: true });
/** Reads of people's details, also open to API keys with `people:read`. */
const peopleRead = staffProcedure(['admin'], { scope: 'people:read' }).meta({ personalData: true });
/** Everything about people at once (exports, erasure): with a fresh second factor too. */
const peopleSensitive = staffProcedure(['admin'], { sensitive: true }).meta({ personalData: true });

/** list / selectAll / get / create / update / delete / bulk / reorder for one content table. */
function resourceRouter<
  I,
  D,
  C extends z.ZodType<I>,
  U extends z.ZodType<{ id: number; version: number; data: I }>,
  S extends z.ZodType,
>(spec: ResourceSpec<I, D>, schemas: { input: C; update: U; admin: S }) {
  const { input: createSchema, update: updateSchema, admin: itemSchema } = schemas;
  // Answers are checked against the strict schema at run time; clients keep the record type the form edits
  // (and what the schema adds beside the record, such as a class save's session changes).
  const item = itemSchema as unknown as z.ZodType<AdminItem<D> & Omit<z.output<S>, keyof AdminItem<D>>>;
  const richText = spec.richText ?? [];
  return router({
    list: contentRead
      .input(adminListQuerySchema)
      .output(adminListResultSchema)
      .query(({ ctx, input }) => listResource(ctx, spec, input)),
    get: contentRead
      .input(byIdSchema)
      .output(item)
      .query(({ ctx, input }) => getResource(ctx, spec, input.id)),
    create: content
      .meta({ directionControlsAllowed: richText })
      .input(createSchema)
      .output(item)
      .mutation(({ ctx, input }) => createResource(ctx, ctx.user, spec, input as I)),
    update: content
      .meta({ directionControlsAllowed: richText.map((field) => `data.${field}`) })
      .input(updateSchema)
      .output(item)
      .mutation(({ ctx, input }) =>
        updateResource(ctx, ctx.user, spec, input as { id: number; version: number; data: I }),
      ),
    delete: content
      .input(deleteInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => deleteResource(ctx, ctx.user, spec, input)),
    selectAll: content
      .input(adminListQuerySchema)
      .output(bulkSelectionSchema)
      .query(({ ctx, input }) => selectResource(ctx, spec, input)),
    bulk: content
      .input(bulkActionInputSchema)
      .output(bulkActionResultSchema)
      .mutation(({ ctx, input }) => bulkResource(ctx, ctx.user, spec, input)),
    reorder: content
      .input(reorderInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => reorderResource(ctx, ctx.user, spec, input.ids)),
    /** The item's saved versions, newest first (who, when). */
    history: contentRead
      .input(byIdSchema)
      .output(z.array(versionSummarySchema))
      .query(({ ctx, input }) => listVersions(ctx, versionKeyOf(spec, input.id))),
    /** One saved version, the whole record as saved. */
    version: contentRead
      .input(itemVersionInputSchema)
      .output(itemVersionSchema)
      .query(({ ctx, input }) => getVersion(ctx, versionKeyOf(spec, input.id), input.versionNo)),
    /** Saves an earlier version again (a new version); `version` is the current one the editor loaded. */
    restore: content
      .input(restoreVersionInputSchema)
      .output(item)
      .mutation(({ ctx, input }) => restoreResource(ctx, ctx.user, spec, createSchema, input)),
  });
}

export const adminRouter = router({
  class: resourceRouter(classSpec, { input: classInputSchema, update: classUpdateSchema, admin: adminClassSchema }),
  counselor: resourceRouter(counselorSpec, facilitatorType),
  media: resourceRouter(mediaSpec, mediaArticleType),
  story: resourceRouter(storySpec, storyType),
  slider: resourceRouter(slideSpec, slideType),
  client: resourceRouter(clientSpec, clientType),
  faq: resourceRouter(faqSpec, faqType),
  page: router({
    get: contentRead
      .input(pageCodeInputSchema)
      .output(adminPageSchema)
      .query(({ ctx, input }) => getPage(ctx, input.code)),
    update: content
      .meta({ directionControlsAllowed: ['data.content'] })
      .input(pageUpdateSchema)
      .output(adminPageSchema)
      .mutation(asStaff(updatePage)),
    history: contentRead
      .input(pageCodeInputSchema)
      .output(z.array(versionSummarySchema))
      .query(({ ctx, input }) => pageHistory(ctx, input.code)),
    version: contentRead
      .input(pageVersionInputSchema)
      .output(itemVersionSchema)
      .query(({ ctx, input }) => pageVersion(ctx, input.code, input.versionNo)),
    restore: content.input(pageRestoreInputSchema).output(adminPageSchema).mutation(asStaff(restorePage)),
  }),
  /** POST /api/admin/images hands the multipart file over; the bytes are checked by content here. */
  image: router({
    upload: content
      .input(imageUploadInputSchema)
      .output(uploadedImageSchema)
      .mutation(({ ctx, input }) => uploadImage(ctx, ctx.user, input.file)),
    /** The media library: every stored image with its texts and how many items show it. */
    list: contentRead
      .input(imageLibraryQuerySchema)
      .output(imageLibraryPageSchema)
      .query(({ ctx, input }) => listImages(ctx, input)),
    get: contentRead
      .input(imageByIdSchema)
      .output(imageDetailSchema)
      .query(({ ctx, input }) => getImage(ctx, input.id)),
    update: content.input(imageUpdateInputSchema).output(imageDetailSchema).mutation(asStaff(updateImageTexts)),
    /** PUT /api/admin/images/{id} hands the multipart file over: same id, new file. */
    replace: content
      .input(imageReplaceInputSchema)
      .output(imageDetailSchema)
      .mutation(({ ctx, input }) => replaceImage(ctx, ctx.user, input.id, input.file)),
    delete: content
      .input(imageByIdSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => deleteImage(ctx, ctx.user, input.id)),
  }),
  schedule: router({
    get: contentRead.output(scheduleImageSchema).query(({ ctx }) => getScheduleImage(ctx)),
    set: content
      .input(scheduleImageInputSchema)
      .output(scheduleImageSchema)
      .mutation(({ ctx, input }) => setScheduleImage(ctx, ctx.user, input.imageId)),
  }),
  /** Draft previews of public pages, never cached. */
  preview: router({
    /** An edit form's unsaved values as the public page would show them in one language (a mutation: the body can be long). */
    content: content
      .meta({ directionControlsAllowed: ['item.data.body', 'item.data.answer', 'item.data.content'] })
      .input(contentPreviewInputSchema)
      .output(contentPreviewSchema)
      .mutation(({ ctx, input }) => previewContent(ctx, input)),
    class: content
      .input(classDetailInputSchema)
      .output(classDetailSchema)
      .query(({ ctx, input }) => classDetail(ctx, input.slug, true)),
    counselor: content
      .input(counselorDetailInputSchema)
      .output(counselorDetailSchema)
      .query(({ ctx, input }) => counselorDetail(ctx, input.slug, true)),
  }),
  /** Who registered: admins only (editors manage content, not people's details). */
  registrants: router({
    list: people
      .input(registrantQuerySchema)
      .output(registrantListSchema)
      .query(({ ctx, input }) => listRegistrants(ctx, input)),
    /** Every matching row, in batches of 1,000, for the CSV download (GET /api/admin/registrants/{kind}.csv). */
    export: peopleSensitive
      .input(registrantQuerySchema)
      .output(eachBatch(registrantBatchSchema))
      .query(({ ctx, input }) => registrantBatches(ctx.db, input)),
    setContactStatus: people
      .input(contactStatusInputSchema)
      .output(submissionResultSchema)
      .mutation(({ ctx, input }) => setContactStatus(ctx, ctx.user, input.id, input.status)),
  }),
  /**
   * People: one per normalised address over bookings, guests, subscribers, messages and private-session
   * requests; their page and staff notes. Admins only (editors manage content, not people's details).
   */
  people: router({
    list: peopleRead
      .input(peopleQuerySchema)
      .output(peopleListSchema)
      .query(({ ctx, input }) => listPeople(ctx, input)),
    /** The list as a cursor page (GET /api/v1/people): the same service, the page number in an opaque cursor. */
    feed: peopleRead
      .input(apiPeopleQuerySchema)
      .output(peoplePageSchema)
      .query(async ({ ctx, input }) => {
        const page = peoplePageOf(input.cursor);
        return peoplePage(await listPeople(ctx, { q: input.q, sort: 'lastVisit', page }), page);
      }),
    get: peopleRead
      .input(personInputSchema)
      .output(personDetailSchema)
      .query(({ ctx, input }) => getPerson(ctx, input.email)),
    addNote: people
      .input(personNoteInputSchema)
      .output(z.strictObject({ ok: z.literal(true), id: z.number().int() }))
      .mutation(({ ctx, input }) => addPersonNote(ctx, ctx.user, input.email, input.body)),
    /** The JSON their own "download my data" gives (a mutation: audited, and the address stays out of URLs). */
    export: peopleSensitive
      .input(personInputSchema)
      .output(myDataSchema)
      .mutation(({ ctx, input }) => exportPerson(ctx, ctx.user, input.email)),
    /** Their "delete my data", by an admin: the same rules, audited. */
    erase: peopleSensitive
      .input(personInputSchema)
      .output(myDataErasureSchema)
      .mutation(({ ctx, input }) => erasePerson(ctx, ctx.user, input.email)),
    /** The no-show policy's pause lifted: their no-shows so far stop counting. Answers their page. */
    liftNoShowPause: people
      .input(personInputSchema)
      .output(personDetailSchema)
      .mutation(({ ctx, input }) => liftNoShowPause(ctx, ctx.user, input.email)),
  }),
  /**
   * Reports: figures of a period on the studio's clock and of the one before it, computed in the
   * database. Admins and editors: the answer holds figures only, never a name or an address.
   */
  reports: router({
    get: staffProcedure(['admin', 'editor'], { scope: 'sessions:read' })
      .input(reportQuerySchema)
      .output(reportSchema)
      .query(({ ctx, input }) => getReport(ctx, input)),
  }),
  /** How bookings work (dating horizon, waiting-list cut-off, reminder lead): admins only. */
  bookingSettings: router({
    get: admins.output(bookingSettingsFormSchema).query(({ ctx }) => getBookingSettings(ctx)),
    update: admins
      .input(bookingSettingsFormSchema)
      .output(bookingSettingsFormSchema)
      .mutation(asStaff(updateBookingSettings)),
    history: admins.output(z.array(versionSummarySchema)).query(({ ctx }) => bookingSettingsHistory(ctx)),
    version: admins
      .input(settingVersionInputSchema)
      .output(itemVersionSchema)
      .query(({ ctx, input }) => bookingSettingsVersion(ctx, input.versionNo)),
    restore: admins
      .input(settingVersionInputSchema)
      .output(bookingSettingsFormSchema)
      .mutation(({ ctx, input }) => restoreBookingSettings(ctx, ctx.user, input.versionNo)),
  }),
  sessions: adminSessionsRouter,
  privateRequests: privateRequestsRouter,
  newsletter: newsletterIssuesRouter,
  /** Staff accounts: admins only. */
  staff: staffRouter,
  /** API keys for integrations: admins only. */
  apiKeys: apiKeysRouter,
  /** The second-factor policy (site setting `security`): admins only; a change is audited. */
  security: router({
    get: admins.output(securitySettingsSchema).query(({ ctx }) => readSecuritySettings(ctx.db)),
    /** Sensitive: turning the requirement off lowers every account's protection. */
    set: staffProcedure(['admin'], { sensitive: true })
      .input(securitySettingsSchema)
      .output(securitySettingsSchema)
      .mutation(asStaff(setSecuritySettings)),
  }),
  /** Webhook endpoints: admins, or an API key with `webhooks:manage`. */
  webhooks: webhooksRouter,
  /** Deleted content, restorable for 30 days; deleting for good is for admins. */
  trash: router({
    list: content.output(z.array(trashedItemSchema)).query(({ ctx }) => listTrash(ctx)),
    restore: content.input(trashItemInputSchema).output(submissionResultSchema).mutation(asStaff(restoreFromTrash)),
    purge: admins.input(trashItemInputSchema).output(submissionResultSchema).mutation(asStaff(purgeFromTrash)),
  }),
  dashboard: content.output(dashboardSchema).query(({ ctx }) => dashboard(ctx)),
  audit: content.output(z.array(auditEntrySchema)).query(({ ctx }) => recentAudit(ctx)),
  /** The search box: content, pages, newsletter issues and images whose text (in any language) holds the search. */
  search: content
    .input(adminSearchInputSchema)
    .output(z.array(adminSearchHitSchema))
    .query(({ ctx, input }) => searchContent(ctx, ctx.user.role, input.q)),
  /** The audit page: every change, filtered by who, what, which item and when. */
  auditLog: content
    .input(auditQuerySchema)
    .output(auditPageSchema)
    .query(({ ctx, input }) => auditLog(ctx, input)),
});

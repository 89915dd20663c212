import {
  adminListQuerySchema,
  byIdSchema,
  classDetailInputSchema,
  classInputSchema,
  classUpdateSchema,
  contactStatusInputSchema,
  registrantQuerySchema,
  clientInputSchema,
  clientUpdateSchema,
  counselorDetailInputSchema,
  counselorInputSchema,
  counselorUpdateSchema,
  deleteInputSchema,
  faqInputSchema,
  faqUpdateSchema,
  mediaInputSchema,
  mediaUpdateSchema,
  pageCodeInputSchema,
  pageUpdateSchema,
  reorderInputSchema,
  type Role,
  scheduleImageInputSchema,
  slideInputSchema,
  slideUpdateSchema,
  storyInputSchema,
  storyUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import { listRegistrants, setContactStatus } from '../services/admin/registrants';
import { classDetail } from '../services/classes';
import { counselorDetail } from '../services/counselors';
import {
  dashboard,
  getPage,
  getScheduleImage,
  recentAudit,
  setScheduleImage,
  updatePage,
} from '../services/admin/pages';
import {
  createResource,
  deleteResource,
  getResource,
  listResource,
  type ResourceSpec,
  reorderResource,
  updateResource,
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

/** Content is edited by admins and editors (SPEC section 6); registrants and staff accounts are admins only. */
export const CONTENT_ROLES: readonly Role[] = ['admin', 'editor'];
const content = staffProcedure(CONTENT_ROLES);

/** list / get / create / update / delete / reorder for one content table. */
function resourceRouter<I, D, C extends z.ZodType<I>, U extends z.ZodType<{ id: number; version: number; data: I }>>(
  spec: ResourceSpec<I, D>,
  createSchema: C,
  updateSchema: U,
) {
  return router({
    list: content.input(adminListQuerySchema).query(({ ctx, input }) => listResource(ctx, spec, input)),
    get: content.input(byIdSchema).query(({ ctx, input }) => getResource(ctx, spec, input.id)),
    create: content.input(createSchema).mutation(({ ctx, input }) => createResource(ctx, ctx.user, spec, input as I)),
    update: content
      .input(updateSchema)
      .mutation(({ ctx, input }) =>
        updateResource(ctx, ctx.user, spec, input as { id: number; version: number; data: I }),
      ),
    delete: content.input(deleteInputSchema).mutation(({ ctx, input }) => deleteResource(ctx, ctx.user, spec, input)),
    reorder: content
      .input(reorderInputSchema)
      .mutation(({ ctx, input }) => reorderResource(ctx, ctx.user, spec, input.ids)),
  });
}

export const adminRouter = router({
  class: resourceRouter(classSpec, classInputSchema, classUpdateSchema),
  counselor: resourceRouter(counselorSpec, counselorInputSchema, counselorUpdateSchema),
  media: resourceRouter(mediaSpec, mediaInputSchema, mediaUpdateSchema),
  story: resourceRouter(storySpec, storyInputSchema, storyUpdateSchema),
  slider: resourceRouter(slideSpec, slideInputSchema, slideUpdateSchema),
  client: resourceRouter(clientSpec, clientInputSchema, clientUpdateSchema),
  faq: resourceRouter(faqSpec, faqInputSchema, faqUpdateSchema),
  page: router({
    get: content.input(pageCodeInputSchema).query(({ ctx, input }) => getPage(ctx, input.code)),
    update: content.input(pageUpdateSchema).mutation(({ ctx, input }) => updatePage(ctx, ctx.user, input)),
  }),
  schedule: router({
    get: content.query(({ ctx }) => getScheduleImage(ctx)),
    set: content
      .input(scheduleImageInputSchema)
      .mutation(({ ctx, input }) => setScheduleImage(ctx, ctx.user, input.imageId)),
  }),
  /** Draft previews of public pages, never cached. */
  preview: router({
    class: content.input(classDetailInputSchema).query(({ ctx, input }) => classDetail(ctx, input.slug, true)),
    counselor: content
      .input(counselorDetailInputSchema)
      .query(({ ctx, input }) => counselorDetail(ctx, input.slug, true)),
  }),
  /** Who registered: admins only (editors manage content, not people's details). */
  registrants: router({
    list: staffProcedure(['admin'])
      .meta({ personalData: true })
      .input(registrantQuerySchema)
      .query(({ ctx, input }) => listRegistrants(ctx, input)),
    setContactStatus: staffProcedure(['admin'])
      .meta({ personalData: true })
      .input(contactStatusInputSchema)
      .mutation(({ ctx, input }) => setContactStatus(ctx, ctx.user, input.id, input.status)),
  }),
  dashboard: content.query(({ ctx }) => dashboard(ctx)),
  audit: content.query(({ ctx }) => recentAudit(ctx)),
});

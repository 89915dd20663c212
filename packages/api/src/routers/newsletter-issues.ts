import {
  byIdSchema,
  newsletterIssueInputSchema,
  newsletterIssueListQuerySchema,
  newsletterIssueListSchema,
  newsletterIssueRefSchema,
  newsletterIssueSchema,
  newsletterIssueUpdateSchema,
  newsletterPreviewInputSchema,
  newsletterPreviewSchema,
  newsletterSendResultSchema,
  newsletterTestSendInputSchema,
  newsletterTestSendResultSchema,
  submissionResultSchema,
} from '@app/contract';
import { createIssue, deleteIssue, getIssue, listIssues, updateIssue } from '../services/newsletter-issues/manage';
import { previewIssue, sendIssue, testSendIssue } from '../services/newsletter-issues/sending';
import { router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';

/**
 * Newsletter issues in the back office. Admins and editors write them, preview them and send
 * themselves a test; sending to every subscriber is for admins. Preview is a mutation only because its
 * input (the whole text in every language) is too long for a URL: it changes nothing.
 */
const content = staffProcedure(['admin', 'editor']);
/** Sending to every subscriber: admins, with a fresh second factor (issue 32). */
const admins = staffProcedure(['admin'], { sensitive: true });

export const newsletterIssuesRouter = router({
  list: content
    .input(newsletterIssueListQuerySchema)
    .output(newsletterIssueListSchema)
    .query(({ ctx, input }) => listIssues(ctx, input)),
  get: content
    .input(byIdSchema)
    .output(newsletterIssueSchema)
    .query(({ ctx, input }) => getIssue(ctx, input.id)),
  create: content
    .meta({ directionControlsAllowed: ['body'] })
    .input(newsletterIssueInputSchema)
    .output(newsletterIssueSchema)
    .mutation(asStaff(createIssue)),
  update: content
    .meta({ directionControlsAllowed: ['data.body'] })
    .input(newsletterIssueUpdateSchema)
    .output(newsletterIssueSchema)
    .mutation(asStaff(updateIssue)),
  delete: content.input(newsletterIssueRefSchema).output(submissionResultSchema).mutation(asStaff(deleteIssue)),
  preview: content
    .meta({ directionControlsAllowed: ['data.body'] })
    .input(newsletterPreviewInputSchema)
    .output(newsletterPreviewSchema)
    .mutation(({ ctx, input }) => previewIssue(ctx, input)),
  testSend: content
    .input(newsletterTestSendInputSchema)
    .output(newsletterTestSendResultSchema)
    .mutation(asStaff(testSendIssue)),
  send: admins.input(newsletterIssueRefSchema).output(newsletterSendResultSchema).mutation(asStaff(sendIssue)),
});

import {
  memberBookingsSchema,
  memberCalendarFeedSchema,
  memberLinkAddressSchema,
  memberLinkInputSchema,
  memberLinkResultSchema,
  memberNewsletterResultSchema,
  memberSignedInSchema,
  memberSignInInputSchema,
  myDataErasureSchema,
  myDataSchema,
  submissionResultSchema,
} from '@app/contract';
import { memberBookings, subscribeMember, unsubscribeMember } from '../services/members/bookings';
import { resetMemberFeed } from '../services/members/feed';
import {
  memberLinkAddress,
  requestMemberLink,
  signInMember,
  signOutMember,
  signOutMemberEverywhere,
} from '../services/members/links';
import { erasePersonalData } from '../services/personal-data/erase';
import { exportPersonalData } from '../services/personal-data/export';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { personalDataProcedure } from './personal-data';

/** What names the member or what they hold: nobody keeps a copy (`personalData`). */
const ownData = memberProcedure.meta({ personalData: true });
/** What an emailed sign-in link's token names. */
const byLink = personalDataProcedure.input(memberSignInInputSchema);

/**
 * "My bookings": members are known by their email address alone. They ask for a sign-in link, the link
 * starts a session (the `member_session` cookie), and the session reads and changes only what that
 * address holds.
 */
export const memberRouter = router({
  /** POST /api/app/my-bookings/link: emails a sign-in link if the address holds anything; the same answer either way. */
  requestLink: publicProcedure
    .input(memberLinkInputSchema)
    .output(memberLinkResultSchema)
    .mutation(({ ctx, input }) => requestMemberLink(ctx, input)),
  /**
   * The address an emailed sign-in link is for, without using it (the link's page asks before signing
   * in, as mail scanners open links). A mutation only so that the token travels in a POST body.
   */
  linkAddress: byLink.output(memberLinkAddressSchema).mutation(({ ctx, input }) => memberLinkAddress(ctx, input.token)),
  /** Uses an emailed sign-in link (once, within 30 minutes) and sets the member session cookie. */
  signIn: byLink.output(memberSignedInSchema).mutation(({ ctx, input }) => signInMember(ctx, input.token)),
  /** Clears this browser's member session cookie; always succeeds. */
  signOut: publicProcedure.output(submissionResultSchema).mutation(({ ctx }) => signOutMember(ctx)),
  /** Ends every session of this member, on every device. */
  signOutEverywhere: memberProcedure
    .output(submissionResultSchema)
    .mutation(({ ctx }) => signOutMemberEverywhere(ctx, ctx.member.email)),
  /** GET /api/app/my-bookings: the member's bookings, requests and newsletter subscription. */
  bookings: ownData.output(memberBookingsSchema).query(({ ctx }) => memberBookings(ctx, ctx.member)),
  /** Subscribes the member's address to the newsletter at once (the sign-in link proved it is theirs). */
  subscribe: ownData.output(memberNewsletterResultSchema).mutation(({ ctx }) => subscribeMember(ctx, ctx.member)),
  /** A new private calendar feed address; the old one answers 404 from now on. */
  resetCalendarFeed: ownData
    .output(memberCalendarFeedSchema)
    .mutation(({ ctx }) => resetMemberFeed(ctx, ctx.member.email)),
  unsubscribe: ownData.output(memberNewsletterResultSchema).mutation(({ ctx }) => unsubscribeMember(ctx, ctx.member)),
  /** GET /api/app/my-data: everything stored about the member's address (the right of access). */
  myData: ownData.output(myDataSchema).query(({ ctx }) => exportPersonalData(ctx, ctx.member.email)),
  /**
   * POST /api/app/my-data/delete: erases the member's personal data (docs/privacy.md) and signs them out
   * on every device.
   */
  eraseMyData: ownData.output(myDataErasureSchema).mutation(async ({ ctx }) => {
    const erased = await erasePersonalData(ctx, ctx.member.email);
    await signOutMemberEverywhere(ctx, ctx.member.email);
    return erased;
  }),
});

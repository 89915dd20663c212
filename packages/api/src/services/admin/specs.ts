import type { ClassType } from '@app/contract';
import type { adminClassSchema, classInputSchema } from '@app/contract';
import {
  classContentType,
  clientType,
  facilitatorType,
  faqType,
  mediaArticleType,
  slideType,
  storyType,
} from '@app/contract';
import { repo, zonedIso } from '@app/db';
import type { z } from 'zod';
import { resourceSpecOf } from './content-type-spec';
import type { ResourceSpec } from './resource';
import { compactLocalized } from './sanitize';
import { fillWaitingListsOfClass } from '../bookings/waiting-list';
import { replaceClassSessions } from '../session-generator';

type Out<T extends z.ZodType> = z.output<T>;
const json = (value: unknown) => JSON.stringify(value);

const CLASS_TYPE_LABEL: Record<ClassType, string> = {
  PRIVATE_SESSION: 'Private session',
  REGULAR: 'Regular',
  WORKSHOP_AND_EVENT: 'Workshop / event',
};

/** Registrants' details are kept: a class anyone registered for is unpublished, never deleted. */
const CLASS_HAS_REGISTRATIONS =
  /*i18n*/ 'This class has registrations, so it cannot be deleted: the registrants’ details must be kept. Unpublish it instead (set its status to Draft).';

type ClassInputData = Out<typeof classInputSchema>;
/** A class as its form loads it: the stored fields, and its upcoming sessions dated by hand. */
type ClassData = Omit<ClassInputData, 'sessions'> & { sessions: AdminClassSession[] };
type AdminClassSession = z.output<typeof adminClassSchema>['data']['sessions'][number];
type ManualSessionRow = Awaited<ReturnType<typeof repo.listManualSessionsOfClass>>[number];

/** The schedule of a class as saved (only regular classes keep a weekday). */
const scheduleOf = (input: ClassInputData) => ({
  ...input.extendInfo,
  day: input.classType === 'REGULAR' ? input.extendInfo.day : null,
});

const describedClass = resourceSpecOf(classContentType);

/**
 * Classes: described once, in the contract (declarations/class.ts); what plugs in here is the behaviour of their parts:
 * the schedule as stored (only a regular class keeps a weekday, a location without English is none), the facilitators
 * and hand-dated sessions kept in tables of their own, the type and day as the list's detail, and the rule that a
 * class anyone registered for is kept.
 */
export const classSpec: ResourceSpec<ClassInputData, ClassData> = {
  ...(describedClass as unknown as ResourceSpec<ClassInputData, ClassData>),
  refuseDelete: async (trx, id) => ((await repo.classHasRegistrations(trx, id)) ? CLASS_HAS_REGISTRATIONS : null),
  inUseMessage: CLASS_HAS_REGISTRATIONS,
  detail: (row) =>
    `${CLASS_TYPE_LABEL[row.class_type as ClassType]}${row.extend_info?.day ? ` · ${row.extend_info.day}` : ''}`,
  toColumns: (input) => ({
    ...describedClass.toColumns(input as never),
    extend_info: json({
      ...scheduleOf(input),
      location: input.extendInfo.location?.en ? compactLocalized(input.extendInfo.location) : null,
    }),
  }),
  toData: (row, extra) => ({
    ...(describedClass.toData(row, extra) as Omit<
      ClassData,
      'facilitatorIds' | 'sessions' | 'publishAt' | 'unpublishAt'
    >),
    facilitatorIds: (extra.facilitatorIds as number[]) ?? [],
    sessions: ((extra.sessions as ManualSessionRow[]) ?? []).map((session) => ({
      id: session.id,
      startsAt: zonedIso(session.starts_at, row.extend_info.timeZone),
      endsAt: zonedIso(session.ends_at, row.extend_info.timeZone),
      capacity: session.capacity,
      note: session.note,
      status: session.status,
    })),
  }),
  afterWrite: async (trx, id, input, deps) => {
    await repo.replaceClassFacilitators(trx, id, [...new Set(input.facilitatorIds)]);
    const sessionChanges = await replaceClassSessions(
      trx,
      { id, classType: input.classType, schedule: scheduleOf(input) },
      input.sessions,
      deps.now(),
    );
    // A larger capacity (the class's, or a dated session's own) offers its freed seats to the waiting list.
    await fillWaitingListsOfClass(trx, id, deps);
    return { sessionChanges };
  },
  loadExtra: async (db, id, now) => ({
    facilitatorIds: await repo.listClassFacilitatorIds(db, id),
    sessions: await repo.listManualSessionsOfClass(db, id, now),
  }),
};

/** Facilitators, media articles, stories, slides, clients and FAQ items: described once, in the contract (content-types/). */
export const counselorSpec = resourceSpecOf(facilitatorType);
export const mediaSpec = resourceSpecOf(mediaArticleType);
export const storySpec = resourceSpecOf(storyType);
export const slideSpec = resourceSpecOf(slideType);

export const clientSpec = resourceSpecOf(clientType);
export const faqSpec = resourceSpecOf(faqType);

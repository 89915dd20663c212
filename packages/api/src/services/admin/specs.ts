import type { ClassType } from '@app/contract';
import type { adminClassSchema, classInputSchema } from '@app/contract';
import { clientType, facilitatorType, faqType, mediaArticleType, slideType, storyType } from '@app/contract';
import { repo, zonedIso } from '@app/db';
import type { z } from 'zod';
import { resourceSpecOf } from './content-type-spec';
import type { ResourceSpec } from './resource';
import { compactLocalized, sanitizeLocalizedHtml } from './sanitize';
import { fillWaitingListsOfClass } from '../bookings/waiting-list';
import { replaceClassSessions } from '../session-generator';

type Out<T extends z.ZodType> = z.output<T>;
const json = (value: unknown) => JSON.stringify(value);
/** A translatable column, titled by its English text. */
const englishOf = (column: string): repo.ContentTitle => ({ column, translatable: true });

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

export const classSpec: ResourceSpec<ClassInputData, ClassData> = {
  entity: 'class',
  table: 'classes',
  refuseDelete: async (trx, id) => ((await repo.classHasRegistrations(trx, id)) ? CLASS_HAS_REGISTRATIONS : null),
  inUseMessage: CLASS_HAS_REGISTRATIONS,
  title: englishOf('title'),
  hasSlug: true,
  hasSortOrder: true,
  imageColumn: 'image_id',
  detail: (row) =>
    `${CLASS_TYPE_LABEL[row.class_type as ClassType]}${row.extend_info?.day ? ` · ${row.extend_info.day}` : ''}`,
  filter: (query) => (query.classType ? { column: 'class_type', equals: query.classType } : null),
  richText: ['description'],
  toColumns: (input) => ({
    slug: input.slug,
    class_type: input.classType,
    title: json(compactLocalized(input.title)),
    summary: json(compactLocalized(input.summary)),
    description: json(sanitizeLocalizedHtml(input.description)),
    image_id: input.imageId,
    extend_info: json({
      ...scheduleOf(input),
      location: input.extendInfo.location?.en ? compactLocalized(input.extendInfo.location) : null,
    }),
    capacity: input.capacity,
    status: input.status,
    sort_order: input.sortOrder,
  }),
  toData: (row, extra) => ({
    slug: row.slug,
    classType: row.class_type,
    title: row.title,
    summary: row.summary,
    description: row.description,
    imageId: row.image_id,
    extendInfo: row.extend_info,
    capacity: row.capacity,
    facilitatorIds: (extra.facilitatorIds as number[]) ?? [],
    sessions: ((extra.sessions as ManualSessionRow[]) ?? []).map((session) => ({
      id: session.id,
      startsAt: zonedIso(session.starts_at, row.extend_info.timeZone),
      endsAt: zonedIso(session.ends_at, row.extend_info.timeZone),
      capacity: session.capacity,
      note: session.note,
      status: session.status,
    })),
    status: row.status,
    sortOrder: row.sort_order,
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

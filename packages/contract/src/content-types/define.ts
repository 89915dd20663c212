/**
 * One description per content type (issue 34, Payload CMS's collection config as the model): its fields, its title,
 * its list, where it lives, and the back office's words for it. From it come the zod schemas of its input, update and
 * back-office record (here), the server's storage and audit titles (packages/api's `resourceSpecOf`), and the back
 * office's list page and form (apps/web's `features/admin/content-type`). Behaviour that is not a field (a class's
 * sessions, a slide's preview) plugs in by the type's name on each side.
 */
import { z } from 'zod';
import type { AuditEntity } from '../schemas/audit';
import { adminItem, checkSchedule, schedule, statusSchema, storedSchedule, versioned } from '../schemas/content-parts';
import type { AnyField, Words } from './fields';

/** Every content type has a status and a publishing schedule, which the form shows where a section names them. */
type Builtin = 'status' | 'schedule';
type FormEntry<Fields> = (keyof Fields & string) | Builtin;

export interface ContentTypeDescription<Fields extends Record<string, AnyField>> {
  /** The back office's router key (`admin.<name>`), the preview's type. */
  name: string;
  /** What the audit log, the search box and the history call an item. */
  entity: AuditEntity;
  /** Its table. */
  table: string;
  fields: Fields;
  /** The field an item is listed, searched and sorted by (in English). */
  titleField: keyof Fields & string;
  /** The form, section by section; a list of names in a section is a row (side by side on a wide screen). */
  sections: ReadonlyArray<{
    title: Words;
    description?: Words;
    fields: ReadonlyArray<FormEntry<Fields> | ReadonlyArray<FormEntry<Fields>>>;
  }>;
  list: {
    defaultSort: 'title' | 'updatedAt' | 'publishedAt' | 'sortOrder';
    /**
     * The list is the order the site shows (`sortOrder`) on one page, each item moved with arrows, rather than
     * pages of search results.
     */
    ordered?: boolean;
    /** The list's detail column: these fields' values (a date-time as its date, choices by commas), joined by " · ". */
    detail: ReadonlyArray<keyof Fields & string>;
    /** The detail column's header; an ordered list without one shows no detail column. */
    detailHeader?: Words;
    /** The title column's header, when not "Title". */
    titleHeader?: Words;
    /**
     * A `choice` or `choices` field the list filters by, the list query's parameter that carries it (`group` unless
     * said), the filter's label and its "all" choice.
     */
    filter?: { field: keyof Fields & string; param?: 'group' | 'classType'; label: Words; all: Words };
    /**
     * A `choice` field that divides the type into lists of their own (a FAQ's general and corporate questions): the
     * list query's `scope` names the value, and a new item takes its list's.
     */
    scope?: keyof Fields & string;
  };
  /** Rules between fields (a regular class needs a day), after each field's own; the schedule's is every type's. */
  check?: (value: Record<string, any>, ctx: z.core.$RefinementCtx) => void;
  /** Where an item is edited: its own page (default), or a dialog over its list. */
  editIn?: 'page' | 'dialog';
  /** Whether the back office's form offers a preview of the item as the site shows it (content-preview). */
  preview: boolean;
  /**
   * How the form shows the status: a choice of draft or published (default), or one "active" switch with its
   * hint; and a new item's status (draft unless said).
   */
  status?:
    | { control: 'switch'; label: Words; hint: Words; newItem: 'draft' | 'published' }
    | { control: 'choice'; labels: { draft: Words; published: Words }; newItem: 'draft' | 'published' };
  paths: {
    /** The list (`/admin/story`); an item is `<admin>/<id>/edit`, a new one `<admin>/create`. */
    admin: string;
    /** An item on the site: this and its slug (`/story#` + slug); none for a type without a page of its own. */
    site?: string;
    /** The site page that introduces the list (static content), edited at /admin/pages/<code>. */
    introduction?: string;
    /** The site shows a draft to staff at its address with `?preview=1`. */
    draftsOnSite?: boolean;
  };
  /** The back office's words for the type. */
  words: {
    plural: Words;
    description?: Words;
    /** The list table's caption, when not `plural`. */
    caption?: Words;
    newButton: Words;
    newTitle: Words;
    editTitle: Words;
    allItems: Words;
    notFound: Words;
    empty: Words;
    saved: Words;
    /** The edit page's title with the item's name (`{name}`), when not the back office's usual "Edit “name”". */
    editNamed?: Words;
  };
}

type Shape<Fields extends Record<string, AnyField>, Part extends 'input' | 'stored'> = {
  [Key in keyof Fields]: Fields[Key][Part];
};

const shapeOf = <Fields extends Record<string, AnyField>, Part extends 'input' | 'stored'>(
  fields: Fields,
  part: Part,
) => Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field[part]])) as Shape<Fields, Part>;

const written = { status: statusSchema.default('draft'), ...schedule };
const stored = { status: statusSchema, ...storedSchedule };

/** A content type's description with its schemas: `input` (create), `update` (id, version, data), `admin` (a record). */
export function defineContentType<const Fields extends Record<string, AnyField>>(
  description: ContentTypeDescription<Fields>,
) {
  const input = z.object({ ...shapeOf(description.fields, 'input'), ...written }).superRefine((value, ctx) => {
    checkSchedule(value as Parameters<typeof checkSchedule>[0], ctx);
    description.check?.(value, ctx);
  });
  return {
    ...description,
    input,
    update: z.object({ ...versioned, data: input }),
    admin: adminItem({ ...shapeOf(description.fields, 'stored'), ...stored }),
  };
}

export type ContentType = ReturnType<typeof defineContentType<Record<string, AnyField>>>;

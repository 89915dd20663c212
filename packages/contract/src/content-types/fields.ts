/**
 * The kinds of field a content type is made of (issue 34). Each kind knows its input schema (what a form and the
 * API accept), its stored schema (what the back office reads back), its column, and how the back office's form
 * shows it: a type's schemas, the server's storage and the form are all derived from its fields (define.ts).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, localizedTextSchema, slugSchema } from '../schemas/common';
import { INVALID_URL } from '../schemas/content-parts';
import { linkOrNull, optionalLocalized, storedLocalized, urlOrNull } from '../schemas/content-parts';

/** A message of the back office (its catalogue, apps/web's admin.po), by explicit id. */
export interface Words {
  id: string;
  message: string;
}

/** How a form shows a field: its label, and optionally a hint and a placeholder. */
interface Shown {
  label: Words;
  hint?: Words;
  placeholder?: string;
  /** The browser's autofill hint for a text box (`organization`). */
  autoComplete?: string;
}

/** The address of the item on the site (`/story#<slug>`); the form fills it from the English title until edited. */
export const slug = (shown: Shown) =>
  ({ kind: 'slug', column: 'slug', input: slugSchema, stored: z.string(), ...shown }) satisfies AnyField;

/** Plain text in every language, English required unless `optional`. `lines`: a text area of that many lines. */
export const translatableText = <Optional extends boolean = false>(
  column: string,
  shown: Shown & { lines?: number; optional?: Optional },
) => {
  const { optional, ...rest } = shown;
  const input = (optional ? optionalLocalized : localizedTextSchema) as Optional extends true
    ? typeof optionalLocalized
    : typeof localizedTextSchema;
  return { kind: 'translatableText', column, input, stored: storedLocalized, ...rest } satisfies AnyField;
};

/** Plain text in every language, all optional; stored as nothing (null) when there is no English. */
export const translatableTextOrNull = (column: string, shown: Shown) =>
  ({
    kind: 'translatableText',
    column,
    input: optionalLocalized.nullable().default(null),
    stored: storedLocalized.nullable(),
    orNull: true,
    ...shown,
  }) satisfies AnyField;

/** Rich text (HTML) in every language, English required; sanitised on the server. */
export const richText = (column: string, shown: Shown) =>
  ({
    kind: 'richText',
    column,
    input: localizedTextSchema.describe('Rich text HTML per locale; sanitised on the server'),
    stored: storedLocalized,
    ...shown,
  }) satisfies AnyField;

/**
 * An image of the media library, by id; the back office shows it resolved (`image` beside the item's data), whole
 * in its thumbnail with `contain` (a logo), cropped to fill it otherwise.
 */
export const image = (column: string, shown: Shown & { contain?: boolean }) =>
  ({
    kind: 'image',
    column,
    input: idSchema.nullable().default(null),
    stored: z.number().int().nullable(),
    ...shown,
  }) satisfies AnyField;

/** One line of text, the same in every language: required with `required` (its message), else optional (null). */
export const text = <Required extends string | undefined = undefined>(
  column: string,
  shown: Shown & { max: number; required?: Required },
) => {
  const { max, required, ...rest } = shown;
  const input = (
    required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max).nullable().default(null)
  ) as Required extends string ? z.ZodString : z.ZodDefault<z.ZodNullable<z.ZodString>>;
  const stored = (required ? z.string() : z.string().nullable()) as Required extends string
    ? z.ZodString
    : z.ZodNullable<z.ZodString>;
  return { kind: 'text', column, input, stored, required: required !== undefined, ...rest } satisfies AnyField;
};

/** An http(s) address, or null. */
export const url = (column: string, shown: Shown) =>
  ({ kind: 'url', column, input: urlOrNull.default(null), stored: z.string().nullable(), ...shown }) satisfies AnyField;

/** A page of this site (`/session-classes`) or a full http(s) address, or null. */
export const link = (column: string, shown: Shown) =>
  ({
    kind: 'url',
    column,
    input: linkOrNull.default(null),
    stored: z.string().nullable(),
    ...shown,
  }) satisfies AnyField;

/** A moment, ISO 8601 with its offset; the form takes it in the editor's time zone. */
export const dateTime = (column: string, shown: Shown) =>
  ({ kind: 'dateTime', column, input: isoDateTimeSchema, stored: isoDateTimeSchema, ...shown }) satisfies AnyField;

/**
 * One of a fixed set of values (`options`), required; the back office names them with the label set `optionLabels`.
 * `schema`: the values' own schema where the API documents one (its message, its description).
 */
export const choice = <const Options extends readonly [string, ...string[]]>(
  column: string,
  shown: Shown & {
    options: Options;
    optionLabels?: string;
    schema?: z.ZodEnum<{ [K in Options[number]]: K }>;
    /** A new item's value, when not the first option. */
    initial?: Options[number];
  },
) => {
  const { schema, ...rest } = shown;
  const values = schema ?? z.enum(shown.options);
  return { kind: 'choice', column, input: values, stored: values, ...rest } satisfies AnyField;
};

/** How many (seats): a whole number from 1 to `max`, or nothing (null) for no limit. */
export const count = (column: string, shown: Shown & { max: number }) => {
  const { max, ...rest } = shown;
  return {
    kind: 'count',
    column,
    input: z.number().int().positive().max(max).nullable().default(null),
    stored: z.number().int().nullable(),
    ...rest,
  } satisfies AnyField;
};

/** A list field of `kind`: its input at most `max` of `item`, and none when left out; stored, a list of `storedItem`. */
const listField = <Kind extends AnyField['kind'], Item extends z.ZodType, StoredItem extends z.ZodType>(
  kind: Kind,
  column: string,
  item: Item,
  storedItem: StoredItem,
  max: number,
) => ({
  kind,
  column,
  input: z.array(item).max(max).default([]),
  stored: z.array(storedItem),
});

/**
 * Items of another described type (`to`, its back-office name), at most `max`, by id. Stored outside the type's
 * table (a join table, `column`), which the type's own server spec reads and writes.
 */
export const relation = (column: string, shown: Shown & { to: string; max: number }) =>
  ({
    ...listField('relation', column, idSchema, z.number().int(), shown.max),
    elsewhere: true,
    ...shown,
  }) satisfies AnyField;

/**
 * A part with behaviour of its own, plugged in by name on each side (`plugin`): its schemas here, its form in the web
 * app's `content-type/plugins.tsx`, its storage in the type's server spec. `inForm: false`: the form leaves it out
 * (the API takes it); `elsewhere`: stored outside the type's table.
 */
export const plugin = <Input extends z.ZodType, Stored extends z.ZodType>(
  column: string,
  part: Partial<Shown> & { plugin: string; input: Input; stored: Stored; inForm?: false; elsewhere?: true },
) => ({ kind: 'plugin' as const, column, label: { id: '', message: '' }, ...part }) satisfies AnyField;

/** Several of a fixed set of values (`options`); the back office names them with the label set `optionLabels`. */
export const choices = <const Options extends readonly [string, ...string[]]>(
  column: string,
  shown: Shown & { options: Options; max: number; optionLabels: string },
) => {
  const { options, max, ...rest } = shown;
  return {
    ...listField('choices', column, z.enum(options), z.enum(options), max),
    options,
    ...rest,
  } satisfies AnyField;
};

/** A language tag as typed (id, en, zh-Hant), refused with `invalid`. */
const languageTag = (invalid: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, invalid);

/** Short codes (language tags such as id or en), at most `max`. */
export const languageTags = (column: string, shown: Shown & { max: number; invalid: string }) => {
  const { max, invalid, ...rest } = shown;
  return { ...listField('languageTags', column, languageTag(invalid), z.string(), max), ...rest } satisfies AnyField;
};

/** A labelled web, email or phone link as typed; its label refused with `labelRequired` when empty. */
const labelledLink = (labelRequired: string) =>
  z.object({
    label: z.string().trim().min(1, labelRequired).max(60),
    url: z.url({ error: INVALID_URL, protocol: /^https?$|^mailto$|^tel$/ }),
  });
const storedLink = z.strictObject({ label: z.string(), url: z.string() });

/** Labelled links (a website, an email, a phone), at most `max`, stored as JSON. */
export const links = (column: string, shown: Shown & { max: number; labelRequired: string }) => {
  const { max, labelRequired, ...rest } = shown;
  return {
    ...listField('links', column, labelledLink(labelRequired), storedLink, max),
    max,
    ...rest,
  } satisfies AnyField;
};

/** Where the item comes in its list: lower first. */
export const sortOrder = (shown: Shown) =>
  ({
    kind: 'sortOrder',
    column: 'sort_order',
    input: z.number().int().min(0).max(100_000).default(0),
    stored: z.number().int(),
    ...shown,
  }) satisfies AnyField;

export interface AnyField extends Shown {
  kind:
    | 'slug'
    | 'translatableText'
    | 'richText'
    | 'image'
    | 'text'
    | 'url'
    | 'dateTime'
    | 'count'
    | 'relation'
    | 'plugin'
    | 'choice'
    | 'choices'
    | 'languageTags'
    | 'links'
    | 'sortOrder';
  column: string;
  input: z.ZodType;
  stored: z.ZodType;
  lines?: number;
  /** A `text` field that must be filled. */
  required?: boolean;
  /** A `choice` or `choices` field's values, and the name of the label set the back office shows them with. */
  options?: readonly string[];
  optionLabels?: string;
  /** A `choice`'s value for a new item. */
  initial?: string;
  /** A `relation`'s other type (its back-office name). */
  to?: string;
  /** A `plugin`'s name, which each side's plug-ins are keyed by. */
  plugin?: string;
  /** Left out of the back office's form (the API still takes it). */
  inForm?: false;
  /** Stored outside the type's table: the type's own server spec reads and writes it. */
  elsewhere?: true;
  /** An `image` shown whole in its thumbnail (a logo). */
  contain?: boolean;
  /** A `links` field's most links. */
  max?: number;
  /** A `translatableText` field stored as null when it has no English. */
  orNull?: boolean;
}

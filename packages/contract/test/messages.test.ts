import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BULK_MAX_ITEMS,
  bulkActionInputSchema,
  CLASS_TYPES,
  changePasswordInputSchema,
  classRegistrationInputSchema,
  classTypeSchema,
  FAQ_SCOPES,
  faqScopeSchema,
  MAX_PAGE_SIZE,
  MAX_SEATS_PER_REGISTRATION,
  PASSWORD_MIN_LENGTH,
  pageQuerySchema,
  setPasswordWithTokenInputSchema,
  WEEKDAYS,
  weekdaySchema,
} from '../src';

/**
 * Messages are written out whole, so the server's catalogue can hold them (docs/i18n.md, "What the server
 * answers"): the numbers and names they quote must stay those the schemas check.
 */
const messageOf = (schema: z.ZodType, input: unknown, field?: string) => {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.find((issue) => field === undefined || issue.path[0] === field)?.message ?? '';
};

describe('messages that quote a limit', () => {
  it('name the limit the schema checks', () => {
    expect(messageOf(pageQuerySchema, { pageSize: MAX_PAGE_SIZE + 1 }, 'pageSize')).toContain(` ${MAX_PAGE_SIZE}.`);
    expect(messageOf(classRegistrationInputSchema, { seats: MAX_SEATS_PER_REGISTRATION + 1 }, 'seats')).toBe(
      `At most ${MAX_SEATS_PER_REGISTRATION} seats.`,
    );
    const items = Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, i) => ({ id: i + 1, version: 1 }));
    expect(messageOf(bulkActionInputSchema, { action: 'delete', items }, 'items')).toBe(
      `At most ${BULK_MAX_ITEMS} items at once.`,
    );
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    for (const [schema, field] of [
      [changePasswordInputSchema, 'newPassword'],
      [setPasswordWithTokenInputSchema, 'password'],
    ] as const) {
      expect(messageOf(schema, { currentPassword: 'old', token: 'x'.repeat(43), [field]: short }, field)).toBe(
        `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      );
    }
  });

  it('list every value the schema takes', () => {
    expect(messageOf(classTypeSchema, 'YOGA')).toBe(`Type must be one of ${CLASS_TYPES.join(', ')}.`);
    expect(messageOf(weekdaySchema, 'Monday')).toBe(`Day must be one of ${WEEKDAYS.join(', ')}.`);
    expect(messageOf(faqScopeSchema, 'staff')).toBe(`Scope must be one of ${FAQ_SCOPES.join(', ')}.`);
  });
});

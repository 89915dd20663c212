import type { FastifyReply } from 'fastify';

/** Merged values per added fields, per current value. */
const merged = new Map<string, Map<string, string>>();

/** `current` with each field of `fields` not yet in it (case-insensitive) appended; `*` stays `*`. */
export function mergeVary(current: string | undefined, fields: string): string {
  if (!current) return fields;
  let byCurrent = merged.get(fields);
  if (!byCurrent) {
    byCurrent = new Map();
    merged.set(fields, byCurrent);
  }
  let value = byCurrent.get(current);
  if (value === undefined) {
    const names = current.split(',').map((name) => name.trim());
    const known = new Set(names.map((name) => name.toLowerCase()));
    if (known.has('*')) value = '*';
    else {
      for (const field of fields.split(',').map((name) => name.trim())) {
        if (field && !known.has(field.toLowerCase())) {
          names.push(field);
          known.add(field.toLowerCase());
        }
      }
      value = names.filter(Boolean).join(', ');
    }
    // Header values come from code (CORS's Origin, our own lists), so this stays a handful of entries.
    if (byCurrent.size < 100) byCurrent.set(current, value);
  }
  return value;
}

/**
 * Adds fields to the answer's `Vary` instead of replacing it: CORS puts `Origin` there, and a shared
 * cache that lost it could hand one origin's answer to another.
 */
export function appendVary(reply: FastifyReply, fields: string): FastifyReply {
  const current = reply.getHeader('vary');
  return reply.header('vary', mergeVary(Array.isArray(current) ? current.join(', ') : current?.toString(), fields));
}

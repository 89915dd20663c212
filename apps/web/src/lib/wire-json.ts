/**
 * The browser's side of the `/trpc` wire format: superjson's `{ json, meta }` envelope, written and read without the
 * superjson library (3.6 KB gzip on every page). The server, the typed clients of docs/api.md and the tests keep
 * superjson: the bytes on the wire do not change. What the browser sends is plain data with dates and `undefined`
 * (the inputs' schemas hold nothing else); what it reads back may carry any of superjson's built-in types.
 */

/** superjson's annotation tree: `[type]`, `[type, children]` or `{ 'path.to.child': tree }`. */
type Tree = [string, Children?] | Children;
type Children = { [path: string]: Tree };

export interface WireEnvelope {
  json: unknown;
  meta?: { values?: Tree; referentialEqualities?: unknown; v?: number };
}

type Encoded = { json: unknown; tree?: Tree };

const escapeKey = (key: string) => key.replace(/\\/g, '\\\\').replace(/\./g, '\\.');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function walk(value: unknown): Encoded {
  if (value === undefined) return { json: null, tree: ['undefined'] };
  if (value instanceof Date) return { json: value.toISOString(), tree: ['Date'] };
  if (!Array.isArray(value) && !isPlainObject(value)) return { json: value };
  const json: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  const children: Children = {};
  for (const [key, item] of Object.entries(value)) {
    const inner = walk(item);
    (json as Record<string, unknown>)[key] = inner.json;
    if (Array.isArray(inner.tree)) children[escapeKey(key)] = inner.tree;
    else if (inner.tree)
      for (const [path, tree] of Object.entries(inner.tree)) children[`${escapeKey(key)}.${path}`] = tree;
  }
  return Object.keys(children).length ? { json, tree: children } : { json };
}

/** As `superjson.serialize`, for what the browser sends. */
export function serialize(value: unknown): WireEnvelope {
  const { json, tree } = walk(value);
  return tree ? { json, meta: { values: tree, v: 1 } } : { json };
}

/** A path of the tree (`a.b\.c` is `a`, `b.c`), refusing one through an object's own machinery. */
function parsePath(path: string): string[] {
  const segments: string[] = [];
  let segment = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char === '\\') segment += path[++i];
    else if (char === '.') {
      segments.push(segment);
      segment = '';
    } else segment += char;
  }
  segments.push(segment);
  if (segments.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype'))
    throw new Error('Invalid path');
  return segments;
}

function revive(value: unknown, type: string): unknown {
  const text = value as string;
  switch (type) {
    case 'undefined':
      return undefined;
    case 'Date':
      return new Date(text);
    case 'number':
      return Number(text);
    case 'bigint':
      return BigInt(text);
    case 'regexp':
      return new RegExp(text.slice(1, text.lastIndexOf('/')), text.slice(text.lastIndexOf('/') + 1));
    case 'set':
      return new Set(value as unknown[]);
    case 'map':
      return new Map(value as [unknown, unknown][]);
    case 'URL':
      return new URL(text);
    case 'Error': {
      const { name, message } = value as { name: string; message: string };
      return Object.assign(new Error(message), { name });
    }
    default:
      throw new Error(`Unsupported value type ${JSON.stringify(type)}`);
  }
}

/** Children first, then the node: a map's or set's entries are revived before it is built from them. */
function apply(value: unknown, tree: Tree): unknown {
  if (!Array.isArray(tree)) return applyChildren(value, tree);
  const [type, children] = tree;
  return revive(children ? applyChildren(value, children) : value, type);
}

function applyChildren(value: unknown, children: Children): unknown {
  for (const [path, tree] of Object.entries(children)) {
    const segments = parsePath(path);
    const last = segments.pop() as string;
    let parent = value as Record<string, unknown>;
    for (const segment of segments) parent = parent[segment] as Record<string, unknown>;
    parent[last] = apply(parent[last], tree);
  }
  return value;
}

/**
 * As `superjson.deserialize`, in place. Objects the server sent more than once (`referentialEqualities`) arrive
 * as equal copies rather than one shared object: nothing here compares them by identity.
 */
export function deserialize<T = unknown>(envelope: WireEnvelope): T {
  return (envelope.meta?.values ? apply(envelope.json, envelope.meta.values) : envelope.json) as T;
}

/** As `superjson.parse`. */
export function parse<T = unknown>(text: string): T {
  return deserialize<T>(JSON.parse(text));
}

// zod 4 probes `new Function` when it builds an object schema, to compile a faster parser. The site's
// Content-Security-Policy forbids eval, so the probe only fails and is reported as a violation. This
// must run before any schema module is evaluated, hence its place as the first import of entry-client.tsx.
// zod keeps its configuration on this global (so that every copy of zod shares it, zod/v4/core's `config`
// writes here): setting it directly keeps zod itself out of the first page load, which uses no schema.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

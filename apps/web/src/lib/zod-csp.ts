import { config } from 'zod/v4/core';

// zod 4 probes `new Function` when it builds an object schema, to compile a faster parser. The site's
// Content-Security-Policy forbids eval, so the probe only fails and is reported as a violation. This
// must run before any schema module is evaluated, hence its place as the first import of entry-client.tsx.
config({ jitless: true });

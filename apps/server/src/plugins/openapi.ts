import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LOCALES } from '@app/contract';
import { webhookEventsDocument } from '../webhook-events-document';

type Json = Record<string, unknown>;

/** The groups of operations, in the order the reference shows them. */
const TAGS = [
  { name: 'Classes', description: 'Published classes, their comments and suggestions of other classes.' },
  { name: 'Facilitators', description: 'The people who lead classes and counselling, with their classes.' },
  { name: 'Media', description: 'Articles about the studio in the media.' },
  { name: 'Stories', description: 'Stories of people who took part.' },
  { name: 'Site', description: 'Pages of content, site settings, home slides, FAQ and corporate clients.' },
  {
    name: 'Registrations',
    description: 'The newsletter, class booking, private-session request and contact forms; rate-limited per address.',
  },
  {
    name: 'Bookings',
    description: 'A booking through its personal manage link: see it, add it to a calendar, cancel it.',
  },
  {
    name: 'My bookings',
    description:
      'Members (anyone with bookings) sign in with an emailed link, no password: a `member_session` cookie, then their own bookings, requests and newsletter subscription.',
  },
  { name: 'Staff session', description: 'Signing staff in and out; the signed-in user.' },
  {
    name: 'Webhooks',
    description:
      'Endpoints that receive signed events (Standard Webhooks): admins, or an API key with `webhooks:manage`. The events are described under `webhooks`.',
  },
  { name: 'Back office', description: 'Staff-only uploads and exports. Content is edited through tRPC (`admin.*`).' },
  {
    name: 'Integrations (v1)',
    description:
      'The versioned surface for integrations (`/api/v1`): sessions of every class, rosters, booking on someone’s behalf, cancelling, moving and checking in, syncing bookings, and people. Each operation needs an API key with the scope it names (`security`, `x-scope`); lists are cursor pages (`{ items, next }`). A breaking change means `/api/v2`, with v1 kept at least 12 months after.',
  },
];

const DESCRIPTION = [
  `Public content of the site, the forms, and the staff session. Send \`Accept-Language\` (${LOCALES.join(', ')})`,
  'to receive text in that language (English fallback). `/api/app/*` answers `{ "result": ... }`.',
  '',
  'Errors answer `Error` (`{ "message", "errors"? , "requestId"? }`): 422 is invalid input with per-field messages in',
  '`errors`. A known path asked with a method it does not answer is 405 with an `Allow` header. Reads carry a weak',
  '`ETag`; send it back in `If-None-Match` for 304.',
  '',
  'Lists that can grow have a paginated sibling (`…/page`) answering `{ items, page, pageSize, total }`; the lists',
  'themselves answer every item and refuse `page`/`pageSize` (422) rather than ignore them.',
].join('\n');

const withComponents = createJsonSchemaTransformObject({});

/** The `$ref` targets under `#/components/schemas/` anywhere in `value`. */
function referencedSchemas(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        found.add(item.slice('#/components/schemas/'.length));
      } else {
        referencedSchemas(item, found);
      }
    }
  }
  return found;
}

/**
 * Named schemas come from the contract's zod registry (`.meta({ id })`); the transform makes a component
 * of every registered schema, for input and for output. Keep the ones the operations use, directly or
 * through other components, so generated clients get named types and nothing unused.
 */
function keepUsedSchemas(document: Json): Json {
  const components = (document.components ?? {}) as Json & { schemas?: Record<string, unknown> };
  const all = components.schemas ?? {};
  const used = referencedSchemas(document.paths);
  const pending = [...used];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    for (const next of referencedSchemas(all[name])) {
      if (!used.has(next)) {
        used.add(next);
        pending.push(next);
      }
    }
  }
  const schemas = Object.fromEntries(
    Object.keys(all)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, all[name]]),
  );
  return { ...document, components: { ...components, schemas } };
}

/** A 429 tells when to try again. */
function addRetryAfter(document: Json): Json {
  for (const methods of Object.values((document.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(methods)) {
      const tooMany = (operation.responses as Record<string, Json> | undefined)?.['429'];
      if (tooMany) {
        tooMany.headers = {
          'Retry-After': {
            description: 'Seconds to wait before trying again',
            schema: { type: 'integer', minimum: 1 },
          },
        };
      }
    }
  }
  return document;
}

/**
 * The OpenAPI 3.1 document, generated from the REST routes' zod schemas, and a browsable reference.
 * Not encapsulated, so swagger sees the routes every other plugin registers.
 */
export const openapi = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ruang Teduh API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'Ruang Teduh', url: `${options.publicUrl}/contact` },
        license: { name: 'Proprietary: use under the studio’s terms', url: `${options.publicUrl}/terms-conditions` },
        termsOfService: `${options.publicUrl}/terms-conditions`,
      },
      servers: [{ url: options.publicUrl, description: 'This site' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from `POST /api/login`' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'rt_…',
            description:
              'An API key an admin created at /admin/api-keys (`Authorization: Bearer rt_…`), with scopes: `content:read`, `sessions:read`, `bookings:read`, `bookings:write`, `people:read`, `webhooks:manage`. Each operation lists the scope it needs in `security` and `x-scope`; a key without it is refused with 403 naming the scope, a revoked or expired key with 401.',
          },
          memberSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'member_session',
            description:
              'The httpOnly cookie an emailed “My bookings” sign-in link sets (tRPC `member.signIn`), 30 days; never a staff token',
          },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      ({
        ...addRetryAfter(keepUsedSchemas(withComponents(input) as Json)),
        webhooks: webhookEventsDocument(),
      }) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

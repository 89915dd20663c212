import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        description:
          'Public content of the site and the staff session. Send `Accept-Language` (en, es, fr, pt-BR, zh-CN) to receive ' +
          'text in that language (English fallback). Errors answer `{ "message", "errors"? }`; invalid input is 422 with ' +
          'per-field messages.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from sign-in' } },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';

/** A tRPC answer over HTTP: the status, the data (superjson decoded) or the error's code, message and fields. */
interface TrpcAnswer<T = any> {
  status: number;
  cacheControl: string | undefined;
  data: T;
  error: { code: string; message: string; fieldErrors: Record<string, string[]> | null } | null;
  body: string;
}

function read(res: Awaited<ReturnType<FastifyInstance['inject']>>): TrpcAnswer {
  const parsed = res.json() as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: { json: { message: string; data: { code: string; fieldErrors: Record<string, string[]> | null } } };
  };
  return {
    status: res.statusCode,
    cacheControl: res.headers['cache-control'] as string | undefined,
    data: parsed.result ? superjson.deserialize(parsed.result.data) : undefined,
    error: parsed.error
      ? {
          code: parsed.error.json.data.code,
          message: parsed.error.json.message,
          fieldErrors: parsed.error.json.data.fieldErrors,
        }
      : null,
    body: res.body,
  };
}

/** The header that signs a request in with a staff (or API key) bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const auth = (token: string | null): Record<string, string> => (token ? bearer(token) : {});

/** A back-office tRPC call as the SPA makes it: a query (GET) or a mutation (POST, with any more headers), with a staff token. */
export function staffClient(app: FastifyInstance) {
  return {
    async query<T = any>(path: string, input: unknown, token: string | null): Promise<TrpcAnswer<T>> {
      const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
      return read(await app.inject({ method: 'GET', url: `/trpc/${path}?input=${encoded}`, headers: auth(token) }));
    },
    async mutate<T = any>(
      path: string,
      input: unknown,
      token: string | null,
      headers: Record<string, string> = {},
    ): Promise<TrpcAnswer<T>> {
      return read(
        await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, ...auth(token), 'content-type': 'application/json' },
          payload: JSON.stringify(superjson.serialize(input)),
        }),
      );
    },
  };
}

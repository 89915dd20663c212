import { TOKEN_PAGE_PREFIXES } from '@app/contract';

const REDACTED = '[redacted]';

/**
 * Query parameters whose values are kept in the log: none carries a secret or personal data. Every
 * other value is redacted, whatever the path: `?token=` of the unsubscribe page, `?handoff=` of the
 * sign-in page, an identity provider's `?code=&state=`, tRPC's `?input=` (any procedure's whole input),
 * a search's `?q=`.
 */
const PLAIN_QUERY = new Set(['lang', 'page', 'pageSize', 'batch']);
/** A parameter name as our URLs write them; anything else is redacted with its value. */
const QUERY_NAME = /^[A-Za-z][\w.-]{0,40}$/;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The one place that knows which parts of a URL are secrets, so request logs (and whatever else writes
 * a URL) can leave them out. A path segment is a secret after the prefix of a token page (the contract's
 * `TOKEN_PAGE_PREFIXES`: manage links, confirmations, invitations and resets) or where a route's pattern
 * has a `:token` parameter (`/api/app/booking/:token/cancel`, `/api/app/newsletter/unsubscribe/:token`),
 * learned as routes are registered.
 */
export class SecretUrls {
  private readonly prefixes = new Set<string>();
  private pattern: RegExp | null = null;

  constructor() {
    for (const prefix of TOKEN_PAGE_PREFIXES) this.addPrefix(prefix);
  }

  /** A registered route: the segment of its `:token` parameter is a secret. */
  addRoute(url: string) {
    const at = url.indexOf('/:token');
    if (at >= 0) this.addPrefix(url.slice(0, at + 1));
  }

  private addPrefix(prefix: string) {
    this.prefixes.add(prefix);
    // Repeated slashes and any letter case reach the same pages and routes, so they match the same way.
    const alternatives = [...this.prefixes].map((p) => p.split('/').filter(Boolean).map(literal).join('/+'));
    this.pattern = new RegExp(`^(/+(?:${alternatives.join('|')})/+)[^/]+`, 'i');
  }

  /** The URL (path and query, as a request line has it) with every secret replaced by `[redacted]`. */
  redact(url: string): string {
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const shownPath = this.pattern ? path.replace(this.pattern, `$1${REDACTED}`) : path;
    if (mark < 0) return shownPath;
    const query = url
      .slice(mark + 1)
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals < 0 ? pair : pair.slice(0, equals);
        if (PLAIN_QUERY.has(name)) return pair;
        return QUERY_NAME.test(name) && equals >= 0 ? `${name}=${REDACTED}` : REDACTED;
      })
      .join('&');
    return `${shownPath}?${query}`;
  }
}

/** What a request's log line says of it: Fastify's own fields, with the URL's secrets redacted. */
export function requestSerializer(secretUrls: SecretUrls) {
  return (request: {
    method?: string;
    url?: string;
    headers?: Record<string, string | string[] | undefined>;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) => ({
    method: request.method,
    url: request.url === undefined ? undefined : secretUrls.redact(request.url),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}

import type { LookupAddress, lookup } from 'node:dns';
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Refuses webhook URLs that would make the server call itself or its network (SSRF): only http(s)
 * (https only in production), and every address the host resolves to must be public unicast: loopback,
 * private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata address
 * 169.254.169.254, fe80::/10), carrier-grade NAT (100.64/10), unspecified, broadcast, multicast, reserved
 * and the IPv6 ranges that embed an IPv4 address (IPv4-mapped ones are judged as the IPv4 address) are
 * refused. `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS, for development and tests; the server refuses it in
 * production) lets any address pass. The check answers the address it approved: the delivery connects to
 * exactly that one (`pinnedLookup`), so a second DNS answer cannot point the request elsewhere.
 */
export interface UrlPolicy {
  /** Production: only https. */
  requireHttps?: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: skip the address check. */
  allowPrivate?: boolean;
  /** The resolver (node:dns lookup with all: true); tests pass their own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type UrlCheck = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; reason: string };

const defaultResolve = (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true });

/** Why an address may not receive webhooks, or null for a public unicast address. */
export function forbiddenAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  // ::ffff:127.0.0.1 is judged as 127.0.0.1.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4' && parsed.toString() === '169.254.169.254') return 'metadata';
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

export async function checkWebhookUrl(target: string | URL, policy: UrlPolicy = {}): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: 'The URL is not valid.' };
  }
  if (url.protocol !== 'https:' && (policy.requireHttps || url.protocol !== 'http:')) {
    return { ok: false, reason: policy.requireHttps ? 'The URL must use https.' : 'The URL must use http or https.' };
  }
  // URL keeps the brackets of an IPv6 literal ([::1]).
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: LookupAddress[];
  if (ipaddr.isValid(hostname)) {
    addresses = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? defaultResolve)(hostname);
    } catch {
      return { ok: false, reason: `The host ${hostname} could not be resolved.` };
    }
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: `The host ${hostname} could not be resolved.` };
  if (!policy.allowPrivate) {
    // Every answer must be public: a host answering one public and one private address is refused.
    for (const { address } of addresses) {
      const why = forbiddenAddress(address);
      if (why) return { ok: false, reason: `The host ${hostname} resolves to a non-public address (${why}).` };
    }
  }
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * A `lookup` for http(s).request that answers only the checked address, whatever is asked (node asks
 * with `all: true` when it tries several addresses, "happy eyeballs").
 */
export function pinnedLookup(address: string, family: 4 | 6): typeof lookup {
  const pinned = ((_hostname: string, options: unknown, callback: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    if (all) done(null, [{ address, family }]);
    else done(null, address, family);
  }) as typeof lookup;
  return pinned;
}

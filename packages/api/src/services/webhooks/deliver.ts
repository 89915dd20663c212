import http from 'node:http';
import https from 'node:https';
import { urlToHttpOptions } from 'node:url';
import { checkWebhookUrl, pinnedLookup, type UrlPolicy } from './ssrf';
import { webhookHeaders } from './signature';

/**
 * One delivery attempt of a signed webhook: a POST to the endpoint, after the SSRF check (at delivery time,
 * against DNS rebinding: the request connects to the address the check approved). Redirects are not
 * followed (a 3xx is a failure), the whole attempt times out after 10 s, and at most 64 KB of the answer
 * are read. Never throws: a refusal, a network error or a timeout is a failed attempt with its reason.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;
const BODY_START_BYTES = 1024;

export interface WebhookMessage {
  /** webhook-id: the same on every retry of one message. */
  id: string;
  /** The JSON text sent (signed as is). */
  body: string;
  /** The endpoint's valid secrets (two during a rotation). */
  secrets: readonly string[];
}

export interface DeliveryOptions extends UrlPolicy {
  timeoutMs?: number;
  maxAnswerBytes?: number;
  userAgent?: string;
}

export interface DeliveryResult {
  /** A 2xx answer. */
  ok: boolean;
  /** The answer's status, or null when none came (refused, network error, timeout). */
  status: number | null;
  durationMs: number;
  /** The first 1 KB of the answer, as text. */
  bodyStart: string;
  /** How many bytes of the answer were kept (at most the 64 KB cap; the rest is not downloaded). */
  bytesRead: number;
  /** Why the attempt failed. */
  error?: string;
}

export async function deliverWebhook(
  endpoint: string,
  message: WebhookMessage,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrl(endpoint, options);
  if (!check.ok)
    return { ok: false, status: null, durationMs: elapsed(), bodyStart: '', bytesRead: 0, error: check.reason };

  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxBytes = options.maxAnswerBytes ?? WEBHOOK_MAX_ANSWER_BYTES;
  const headers = {
    ...webhookHeaders({ id: message.id, body: message.body, secrets: message.secrets }),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(message.body)),
    'user-agent': options.userAgent ?? 'webhooks',
  };
  const client = check.url.protocol === 'https:' ? https : http;

  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    let received = 0;
    // The status once the answer's head came: a body that stalls is still a timeout, with that status.
    let answered: number | null = null;
    const chunks: Buffer[] = [];
    const start = () => Buffer.concat(chunks).subarray(0, BODY_START_BYTES).toString('utf8');
    const finish = (result: Omit<DeliveryResult, 'durationMs' | 'bytesRead'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed(), bytesRead: Math.min(received, maxBytes) });
    };
    const request = client.request({
      ...urlToHttpOptions(check.url),
      method: 'POST',
      headers,
      // A fresh connection each time, to the checked address only.
      agent: false,
      lookup: pinnedLookup(check.address, check.family),
    });
    const timer = setTimeout(() => {
      finish({
        ok: false,
        status: answered,
        bodyStart: start(),
        error:
          answered === null ? `No answer within ${timeoutMs} ms.` : `The answer did not end within ${timeoutMs} ms.`,
      });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => {
      finish({ ok: false, status: null, bodyStart: '', error: error.message });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      answered = status;
      const done = () => {
        const bodyStart = start();
        const ok = status >= 200 && status < 300;
        const error = ok
          ? undefined
          : status >= 300 && status < 400
            ? `Redirect (${status}) not followed.`
            : `Answered ${status}.`;
        finish({ ok, status, bodyStart, ...(error ? { error } : {}) });
      };
      response.on('data', (chunk: Buffer) => {
        if (received < maxBytes) chunks.push(chunk.subarray(0, maxBytes - received));
        received += chunk.length;
        if (received >= maxBytes) {
          // Enough read: stop the download; the status and the start are what the log keeps.
          done();
          response.destroy();
          request.destroy();
        }
      });
      response.on('end', done);
      response.on('error', (error) => {
        finish({ ok: false, status, bodyStart: start(), error: error.message });
      });
    });
    request.end(message.body);
  });
}

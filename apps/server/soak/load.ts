/**
 * The soak's traffic through the balancer, every request recorded: public reads (server-rendered pages
 * and /api/app/* reads), bookings, cancellations through the manage link, staff sign-ins, and one staff
 * editor whose every save is then looked for on each node directly.
 */
import superjson from 'superjson';

/** The header naming each soak request, which the soak's HAProxy writes into its log (report.ts, nodesByRequest). */
export const SOAK_REQUEST_HEADER = 'x-soak-request';

export interface Sample {
  /** This request's X-Soak-Request. */
  id: string;
  kind: 'page' | 'read' | 'booking' | 'cancel' | 'sign-in' | 'edit';
  /** ms since the soak began, when sent and when answered (or failed). */
  start: number;
  end: number;
  /** HTTP status; 0 when no answer came (connection reset, timeout). */
  status: number;
  /** Why no answer came (the client's error code), when none did. */
  failure?: string;
  /**
   * HAProxy wrote no log line for it (filled in after the load): it closed the client's kept-alive
   * connection without an answer or a log line, as it does when the node's connection breaks under a
   * request that was not the connection's first (so that the client may retry).
   */
  unlogged?: boolean;
  /**
   * The node HAProxy sent it to: its X-Served-By, or for a request without one (no answer, HAProxy's own
   * 502) the node HAProxy's log names, filled in after the load; null when HAProxy used none.
   */
  node: string | null;
}

export interface BookingRecord {
  email: string;
  sessionId: number;
  seats: number;
  sample: Sample;
  /** What the answer said, when it was a 200. */
  answered: 'confirmed' | 'waitlisted' | null;
  /** The manage link's token, from the email, once a cancellation looked it up. */
  token: string | null;
  /** The manage link's cancel: answered 200 (`done`), or sent without an answer or with a 5xx (`unknown`). */
  cancel: 'done' | 'unknown' | null;
}

export interface EditRecord {
  at: number;
  saved: boolean;
  /** Per node: ms from the save's answer until that node served the new title; null: not within 3 s. */
  lag: Map<string, number | null>;
  /** Nodes not asked (down at the time). */
  skipped: string[];
}

export interface Admin {
  mutate<T>(path: string, input: unknown): Promise<T>;
  query<T>(path: string, input: unknown): Promise<T>;
}

/** Sends one request to a path of the site: its status and body. */
export type Transport = (path: string, init: RequestInit) => Promise<{ status: number; body: string }>;

/** Straight to `base`, unrecorded (the soak's set-up). */
export const fetchTransport =
  (base: string): Transport =>
  async (path, init) => {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: await response.text() };
  };

const JSON_HEADERS = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The back office as the SPA calls it: tRPC with superjson and a bearer token. */
export function adminClient(transport: Transport, token: string): Admin {
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const answer = async <T>(path: string, init: RequestInit): Promise<T> => {
    const { status, body } = await transport(`/trpc/${path}`, init);
    if (status < 200 || status > 299) throw new Error(`${path}: ${status} ${body.slice(0, 200)}`);
    const parsed = JSON.parse(body) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    return superjson.deserialize<T>(parsed.result.data);
  };
  return {
    mutate: (path, input) =>
      answer(path, { method: 'POST', headers, body: JSON.stringify(superjson.serialize(input)) }),
    query: (path, input) =>
      answer(`${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`, { headers }),
  };
}

export interface LoadPlan {
  base: string;
  /** The soak's clock (ms since it began). */
  now: () => number;
  /** When to stop (read before each request: the soak extends it until its faults are over). */
  until: () => number;
  workers: number;
  pauseMs: number;
  classSlug: string;
  sessionIds: number[];
  admin: { email: string; password: string };
  /** The nodes, for the editor's direct reads; `up(name)` says whether the soak has it running. */
  nodes: { name: string; url: string }[];
  up: (name: string) => boolean;
  /** The manage link's token emailed to an address (a booking's answer carries none); null when none is found. */
  manageToken: (email: string) => Promise<string | null>;
}

export interface LoadResult {
  samples: Sample[];
  /** Answers from a node, and those of them whose X-Request-Id is the one HAProxy made (TRUST_PROXY). */
  requestIds: { answered: number; kept: number };
  /** 4xx answers by kind, status and message (expected ones: a full waiting list, say). */
  refusals: Map<string, number>;
  bookings: BookingRecord[];
  edits: EditRecord[];
}

const PAGES = ['/', '/about', '/facilitators', '/session-classes', '/faq', '/contact'];

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const result: LoadResult = {
    samples: [],
    bookings: [],
    edits: [],
    requestIds: { answered: 0, kept: 0 },
    refusals: new Map(),
  };
  let emails = 0;
  let requests = 0;

  /** One request through the balancer, named by X-Soak-Request and recorded; never throws. */
  const send = async (
    kind: Sample['kind'],
    path: string,
    init: RequestInit = {},
  ): Promise<{ sample: Sample; body: string }> => {
    const id = `${process.pid}-${++requests}`;
    const start = plan.now();
    let status = 0;
    let node: string | null = null;
    let body = '';
    let failure: string | undefined;
    try {
      const response = await fetch(`${plan.base}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string> | undefined), [SOAK_REQUEST_HEADER]: id },
        signal: AbortSignal.timeout(20_000),
      });
      node = response.headers.get('x-served-by');
      if (node) {
        result.requestIds.answered++;
        // deploy/haproxy.cfg's unique-id-format: hexadecimal fields joined by dashes (a node's own is a UUID).
        if (/^[0-9A-F]+(-[0-9A-F]+){6}$/.test(response.headers.get('x-request-id') ?? '')) result.requestIds.kept++;
      }
      body = await response.text();
      status = response.status;
    } catch (error) {
      status = 0;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      failure = cause?.code ?? cause?.message ?? (error instanceof Error ? error.name : String(error));
    }
    const sample: Sample = { id, kind, start, end: plan.now(), status, node, ...(failure ? { failure } : {}) };
    if (status >= 400 && status < 500) {
      let message = '';
      try {
        message = String((JSON.parse(body) as { message?: unknown }).message ?? '').slice(0, 80);
      } catch {}
      const key = `${kind} ${status} ${message}`;
      result.refusals.set(key, (result.refusals.get(key) ?? 0) + 1);
    }
    result.samples.push(sample);
    return { sample, body };
  };
  const post = (kind: Sample['kind'], path: string, payload?: unknown) =>
    send(
      kind,
      path,
      // A POST without a body (a cancellation) says no content type: JSON would have to be there.
      payload === undefined
        ? { method: 'POST' }
        : { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(payload) },
    );
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  const read = async () => {
    if (Math.random() < 0.4) return void (await send('page', pick(PAGES)));
    const reads: [string, unknown][] = [
      ['/api/app/class', { type: 'REGULAR' }],
      ['/api/app/class-detail', { slug: plan.classSlug }],
      ['/api/app/static-content', { code: 'about' }],
      ['/api/app/class', { type: 'WORKSHOP_AND_EVENT' }],
    ];
    const [path, payload] = pick(reads);
    await post('read', path, payload);
  };

  const book = async () => {
    const record: BookingRecord = {
      email: `soak-${process.pid}-${++emails}@example.com`,
      sessionId: pick(plan.sessionIds),
      seats: 1 + Math.floor(Math.random() * 3),
      sample: undefined as unknown as Sample,
      answered: null,
      token: null,
      cancel: null,
    };
    result.bookings.push(record);
    const { sample, body } = await post('booking', '/api/app/class-registration', {
      slug: plan.classSlug,
      sessionId: record.sessionId,
      name: 'Soak Visitor',
      email: record.email,
      phone: '+62 812 3456 7890',
      seats: record.seats,
      consent: true,
    });
    record.sample = sample;
    if (sample.status !== 200) return;
    record.answered = (JSON.parse(body) as { result: { status: 'confirmed' | 'waitlisted' } }).result.status;
  };

  const cancel = async () => {
    const candidates = result.bookings.filter((b) => b.answered && b.cancel === null);
    if (candidates.length === 0) return book();
    const booking = pick(candidates);
    booking.token ??= await plan.manageToken(booking.email);
    if (!booking.token) return book();
    booking.cancel = 'unknown';
    const { sample } = await post('cancel', `/api/app/booking/${booking.token}/cancel`);
    if (sample.status === 200) booking.cancel = 'done';
    else if (sample.status > 0 && sample.status < 500) booking.cancel = null;
  };

  const signInOut = async () => {
    const { sample, body } = await post('sign-in', '/api/login', plan.admin);
    if (sample.status !== 200) return;
    const { token } = JSON.parse(body) as { token: string };
    await send('sign-in', '/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  };

  const worker = async () => {
    while (plan.now() < plan.until()) {
      const roll = Math.random();
      if (roll < 0.6) await read();
      else if (roll < 0.82) await book();
      else if (roll < 0.92) await cancel();
      else await signInOut();
      if (plan.pauseMs > 0) await sleep(plan.pauseMs);
    }
  };

  await Promise.all([...Array.from({ length: plan.workers }, worker), editor(plan, result, send, post)]);
  return result;
}

const aboutTitle = async (url: string): Promise<string | null> => {
  try {
    const response = await fetch(`${url}/api/app/static-content`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ code: 'about' }),
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok ? ((await response.json()) as { result: { title: string } }).result.title : null;
  } catch {
    return null;
  }
};

/**
 * A member of staff editing the About page through the balancer every 2 s, each of its requests recorded
 * (sign-in, then `edit`: reading the page, saving it) with the node that took it; after each save,
 * every running node is asked directly (not through HAProxy) until it serves the new title.
 */
async function editor(
  plan: LoadPlan,
  result: LoadResult,
  send: (kind: Sample['kind'], path: string, init?: RequestInit) => Promise<{ sample: Sample; body: string }>,
  post: (kind: Sample['kind'], path: string, payload?: unknown) => Promise<{ sample: Sample; body: string }>,
) {
  let edit = 0;
  while (plan.now() < plan.until()) {
    const record: EditRecord = { at: plan.now(), saved: false, lag: new Map(), skipped: [] };
    result.edits.push(record);
    const title = `About us, soak edit ${++edit}`;
    try {
      const { sample, body } = await post('sign-in', '/api/login', plan.admin);
      if (sample.status !== 200) throw new Error(`sign-in ${sample.status}`);
      const admin = adminClient(
        async (path, init) => {
          const sent = await send('edit', path, init);
          return { status: sent.sample.status, body: sent.body };
        },
        (JSON.parse(body) as { token: string }).token,
      );
      const page = await admin.query<{ version: number }>('admin.page.get', { code: 'about' });
      await admin.mutate('admin.page.update', {
        code: 'about',
        version: page.version,
        data: { title: { en: title }, content: { en: `<p>Edit ${edit}.</p>` }, status: 'published' },
      });
      record.saved = true;
    } catch {
      // The failing request is a sample already (send recorded it, with its node): the edit is not saved.
    }
    if (record.saved) {
      const saved = plan.now();
      await Promise.all(
        plan.nodes.map(async (node) => {
          if (!plan.up(node.name)) return void record.skipped.push(node.name);
          for (;;) {
            if ((await aboutTitle(node.url)) === title) return void record.lag.set(node.name, plan.now() - saved);
            if (plan.now() - saved > 3_000) {
              // A node killed meanwhile is not a node that missed the edit.
              if (plan.up(node.name)) record.lag.set(node.name, null);
              else record.skipped.push(node.name);
              return;
            }
            await sleep(20);
          }
        }),
      );
    }
    await sleep(2_000);
  }
}

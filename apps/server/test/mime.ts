/**
 * Reads an email as an SMTP server receives it (RFC 5322 with MIME, RFC 2045–2047): headers, nested
 * multipart bodies, quoted-printable and base64 parts, encoded-word headers. Enough for tests to look at
 * what nodemailer sent, part by part.
 */
export interface MimePart {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>;
  /** `text/plain`, `multipart/alternative` …, lower case. */
  type: string;
  /** The decoded body (empty for a multipart). */
  content: Buffer;
  parts: MimePart[];
}

function fromQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : fromQuotedPrintable(text.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return headers;
}

export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw new Error(`A multipart without a boundary: ${contentType}`);
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parseMime(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, type, content: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'utf8');
  return { headers, type, content, parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** The text of the first part of a type (`text/plain`, `text/html`), or undefined. */
export function partText(part: MimePart, type: string): string | undefined {
  return leafParts(part)
    .find((leaf) => leaf.type === type && !leaf.headers['content-disposition']?.startsWith('attachment'))
    ?.content.toString('utf8')
    .replace(/\r\n/g, '\n');
}

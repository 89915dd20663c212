import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';

/**
 * A passkey authenticator in software, for tests: one ES256 (P-256) key per credential, discoverable,
 * with user verification, as a platform authenticator answers `navigator.credentials.create` and `.get`
 * (attestation format "none"). Its answers are the JSON the browser library hands the server.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The little CBOR (RFC 8949) that attestation objects and COSE keys need. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Buffer;
  rpId: string;
  userHandle: string;
  counter: number;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  /** Answers registration options (`registrationOptions`) as `startRegistration` would, from `origin`. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, rpId?: string) {
    const id = randomBytes(32);
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credential: Credential = {
      id,
      privateKey,
      cose,
      rpId: rpId ?? options.rp.id ?? new URL(origin).hostname,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([UP | UV | AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * Answers sign-in options (`passkeyOptions`) as `startAuthentication` would, with a credential (the last
   * one made by default); its counter goes up by one, or is set to `counter` when given.
   */
  authenticate(
    options: { challenge: string },
    origin: string,
    pick: { credential?: Credential; counter?: number } = {},
  ) {
    const credential = pick.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error('No credential on this authenticator');
    credential.counter = pick.counter ?? credential.counter + 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), count]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin });
    const signature = createSign('SHA256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type MimePart, parseMime } from './mime';

/** A message as the test SMTP server received it. */
interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  raw: string;
  message: MimePart;
}

export interface TestSmtp {
  /** `smtp://…` for nodemailer, plain text (no STARTTLS). */
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with a temporary failure (450). */
  refuse: boolean;
  /** The messages received for an address, in order. */
  mailTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        received.push({ to, raw, message: parseMime(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    mailTo: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

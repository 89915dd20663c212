import { deliverDueMail, type MailTransport } from '@app/api/server';
import type { DbHandle } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailDelivery } from './env';

/**
 * SMTP through nodemailer, or (development, or MAIL_DELIVERY=log) the server log. The message goes as
 * it was queued: text part, HTML part (multipart/alternative; none for rows queued before emails had
 * one), extra headers and attachments. A message counts as delivered only for the recipients the
 * transport accepted. The log gets personal data (address,
 * text) only at debug level; at info it names the outbox row and subject.
 */
export function createMailTransport(delivery: MailDelivery, log: FastifyBaseLogger): MailTransport {
  if (delivery.kind === 'smtp') {
    const transporter = nodemailer.createTransport(delivery.url);
    return {
      send: async (mail) => {
        const info = await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === null ? {} : { html: mail.html }),
          headers: mail.headers,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            encoding: 'base64',
          })),
        });
        const accepted: Array<string | { address: string }> = info.accepted;
        return { accepted: accepted.map((a) => (typeof a === 'string' ? a : a.address)) };
      },
    };
  }
  return {
    send: async (mail) => {
      log.info({ outboxId: mail.id, subject: mail.subject }, 'email written to the log (MAIL_DELIVERY=log)');
      log.debug({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'email content');
      return { accepted: [mail.to] };
    },
  };
}

/** Delivers the outbox every few seconds until stopped; one round at a time, each reported to `onRound`. */
export function startMailer(
  db: DbHandle,
  transport: MailTransport,
  from: string,
  intervalMs: number,
  log: FastifyBaseLogger,
  onRound?: (round: { sent: number; failed: number }) => void,
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const round = await deliverDueMail(db.db, transport, from);
      onRound?.(round);
      const { failed } = round;
      if (failed > 0) log.warn({ failed }, 'some emails could not be sent; they will be retried');
    } catch (error) {
      log.warn({ err: error }, 'outbox delivery round failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

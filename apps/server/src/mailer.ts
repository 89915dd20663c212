import { deliverDueMail, type MailTransport } from '@app/api';
import type { DbHandle } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** SMTP through nodemailer when SMTP_URL is set; otherwise each email goes to the server log. */
export function createMailTransport(smtpUrl: string | null, log: FastifyBaseLogger): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        await transporter.sendMail(mail);
      },
    };
  }
  return {
    send: async (mail) => {
      log.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'email (no SMTP_URL: logged, not sent)',
      );
    },
  };
}

/** Delivers the outbox every few seconds until stopped; one round at a time. */
export function startMailer(
  db: DbHandle,
  transport: MailTransport,
  from: string,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { failed } = await deliverDueMail(db.db, transport, from);
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

import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; link?: string; headers?: Record<string, string> };
export type OutboxEntry = Mail & { id: number; sentAt: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Present only without SMTP_URL: the dev outbox. */
  outbox?: OutboxEntry[];
}

const OUTBOX_SIZE = 200;

/**
 * Without SMTP_URL, outside production mails are kept in the dev outbox (and their link logged); in
 * production (which start-up refuses without SMTP_URL) they are dropped, never logged with their link.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // Nodemailer is loaded only with SMTP_URL. Bounded waits: a hung mail server fails the send (a job retries it)
    // instead of holding it for minutes.
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      }),
    );
    transport.catch(() => {}); // a failure surfaces at the first send, where a job retries it
    return {
      async send(mail) {
        const smtp = await transport;
        await smtp.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: mail.headers,
        });
      },
    };
  }
  if (opts.production) {
    return {
      async send(mail) {
        opts.log.error({ subject: mail.subject }, 'mail dropped: SMTP_URL is not set');
      },
    };
  }
  const outbox: OutboxEntry[] = [];
  let nextId = 1;
  return {
    outbox,
    async send(mail) {
      const entry = { ...mail, id: nextId++, sentAt: new Date().toISOString() };
      outbox.unshift(entry);
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      opts.log.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'dev outbox: mail not sent (no SMTP_URL)');
    },
  };
}

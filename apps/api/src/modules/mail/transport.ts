import type { OutgoingMail } from './outbox-repository.js';

/** Delivers one message or throws; the sender decides about retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/*
 * Timeouts well below the sender's claim lease (MAIL_CLAIM_LEASE_MS), so a hung server fails
 * the attempt before another process may pick the same message up.
 */
const CONNECTION_TIMEOUT_MS = 30_000;
const GREETING_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/**
 * SMTP delivery with nodemailer; `url` is SMTP_URL (`smtp://user:pass@host:587`). nodemailer
 * is imported here, when SMTP is configured: without it mail stays in the outbox and the
 * server does not carry the library (ARCHITECTURE.md, "Speed and memory").
 */
export async function createSmtpTransport(url: string, from: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          encoding: 'base64',
        })),
      });
    },
    close: () => transporter.close(),
  };
}

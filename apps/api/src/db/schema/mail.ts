import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './helpers.js';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** A file attached to an e-mail, kept inline (small: .ics invitations, notices). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/**
 * Outgoing e-mail. Written in the same transaction as the change that causes it, sent by a
 * background worker with retries, so a mail is never lost nor sent for a rolled-back change.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    oneOf('mail_outbox_status_valid', t.status, mailStatuses),
  ],
);

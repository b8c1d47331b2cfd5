import { creditNoteNumber, formatMoney, type Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import {
  accessReminderTexts,
  paymentMailTexts,
  receiptTexts,
  refundTexts,
} from './billing-texts.js';
import { htmlButton, htmlLayout, type RenderedMail } from './layout.js';
import { mailMoment } from './mail-time.js';

interface Recipient {
  language: Language;
  fullName: string;
}

/** What a payment's mail names: the payment, and the item it bought. */
interface PaymentFacts {
  paymentId: number;
  /** A retake's description is the test's title, named as a retake in the reader's language. */
  purpose: 'subscription' | 'retake';
  description: string;
  currency: string;
  /** The academy's time zone, which the mail writes the date in. */
  timeZone: string;
  /** Where the mail's button leads: the payment history offering the PDF. */
  documentLink: string;
}

/**
 * The one frame of the receipt and the refund mail: greeting, intro, a table of labelled
 * values, an optional note, the button to the document's PDF and the signature, as HTML
 * (every value escaped) and as text.
 */
function paymentMail(
  input: Recipient & { documentLink: string },
  content: {
    subject: string;
    intro: string;
    rows: [string, string][];
    note?: string;
    button: string;
  },
): RenderedMail {
  const t = paymentMailTexts[input.language];
  const table = content.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlLayout({
    language: input.language,
    title: content.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(content.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${table}
</table>
${content.note ? `<p>${escapeHtml(content.note)}</p>\n` : ''}${htmlButton(input.documentLink, content.button)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    content.intro,
    '',
    ...content.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(content.note ? [content.note, ''] : []),
    `${content.button}: ${input.documentLink}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: content.subject, html, text, attachments: [] };
}

/** The item a payment bought, in the reader's words. */
function itemRow(input: Recipient & PaymentFacts): [string, string] {
  const t = paymentMailTexts[input.language];
  return [t.item, input.purpose === 'retake' ? t.retake(input.description) : input.description];
}

/**
 * The receipt of a succeeded payment: what was bought, the amount, when, the card as the
 * provider described it, and the payment's number; its button leads to the receipt's PDF.
 * Never a card number: the server has none.
 */
export function renderReceiptMail(
  input: Recipient &
    PaymentFacts & {
      amount: number;
      paidAt: Date;
      cardLabel: string | null;
    },
): RenderedMail {
  const common = paymentMailTexts[input.language];
  const t = receiptTexts[input.language];
  return paymentMail(input, {
    subject: t.subject,
    intro: t.intro,
    rows: [
      itemRow(input),
      [t.amount, formatMoney({ amount: input.amount, currency: input.currency }, input.language)],
      [common.date, mailMoment(input.paidAt, input.timeZone)],
      ...(input.cardLabel ? [[t.card, input.cardLabel] as [string, string]] : []),
      [common.paymentId, String(input.paymentId)],
    ],
    button: t.button,
  });
}

/**
 * A succeeded refund: what the payment was for, what it cost, how much came back, when, the
 * credit note's number and what the refund did to the access it bought; its button leads to
 * the credit note's PDF.
 */
export function renderRefundMail(
  input: Recipient &
    PaymentFacts & {
      refundId: number;
      paid: number;
      refunded: number;
      /** Whether the payment is now refunded in full. */
      full: boolean;
      refundedAt: Date;
    },
): RenderedMail {
  const common = paymentMailTexts[input.language];
  const t = refundTexts[input.language];
  return paymentMail(input, {
    subject: t.subject,
    intro: t.intro,
    rows: [
      itemRow(input),
      [t.paid, formatMoney({ amount: input.paid, currency: input.currency }, input.language)],
      [t.amount, formatMoney({ amount: input.refunded, currency: input.currency }, input.language)],
      [common.date, mailMoment(input.refundedAt, input.timeZone)],
      [common.paymentId, String(input.paymentId)],
      [t.creditNote, creditNoteNumber(input.refundId)],
    ],
    note: t.effect(input.purpose, input.full),
    button: t.button,
  });
}

/** The reminder that the learning access (a trial or a paid period) ends soon. */
export function renderAccessReminderMail(
  input: Recipient & {
    kind: 'trial' | 'paid';
    endsAt: Date;
    /** The academy's time zone, which the mail writes the end in. */
    timeZone: string;
    pricingLink: string;
  },
): RenderedMail {
  const t = accessReminderTexts[input.language];
  const subject = t.subject(input.kind);
  const ends = t.ends(input.kind, mailMoment(input.endsAt, input.timeZone));
  const html = htmlLayout({
    language: input.language,
    title: subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(ends)}</p>
<p>${escapeHtml(t.choose)}</p>
${htmlButton(input.pricingLink, t.button)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    ends,
    t.choose,
    '',
    `${t.button}: ${input.pricingLink}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject, html, text, attachments: [] };
}

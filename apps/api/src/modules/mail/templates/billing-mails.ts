import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { accessReminderTexts, receiptTexts, refundTexts } from './billing-texts.js';
import { htmlButton, htmlLayout, type RenderedMail } from './layout.js';
import { mailMoment } from './mail-time.js';

interface Recipient {
  language: Language;
  fullName: string;
}

/** An amount in minor units written in the language's way with its currency (`$29.00`). */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/**
 * The receipt of a succeeded payment: what was bought, the amount, when, the card as the
 * provider described it, and the payment's number. Never a card number: the server has none.
 */
export function renderReceiptMail(
  input: Recipient & {
    paymentId: number;
    /** A retake's description is the test's title, named as a retake in the reader's language. */
    purpose: 'subscription' | 'retake';
    description: string;
    amount: number;
    currency: string;
    paidAt: Date;
    /** The academy's time zone, which the mail writes the date in. */
    timeZone: string;
    cardLabel: string | null;
    paymentsLink: string;
  },
): RenderedMail {
  const t = receiptTexts[input.language];
  const rows: [string, string][] = [
    [t.item, input.purpose === 'retake' ? t.retake(input.description) : input.description],
    [t.amount, formatMoney(input.amount, input.currency, input.language)],
    [t.date, mailMoment(input.paidAt, input.timeZone)],
    ...(input.cardLabel ? [[t.card, input.cardLabel] as [string, string]] : []),
    [t.paymentId, String(input.paymentId)],
  ];
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${table}
</table>
${htmlButton(input.paymentsLink, t.button)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.button}: ${input.paymentsLink}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text, attachments: [] };
}

/**
 * A succeeded refund: what the payment was for, what it cost, how much came back, when, and
 * what that did to the access it bought.
 */
export function renderRefundMail(
  input: Recipient & {
    paymentId: number;
    purpose: 'subscription' | 'retake';
    description: string;
    paid: number;
    refunded: number;
    currency: string;
    /** Whether the payment is now refunded in full. */
    full: boolean;
    refundedAt: Date;
    timeZone: string;
    paymentsLink: string;
  },
): RenderedMail {
  const t = refundTexts[input.language];
  const rows: [string, string][] = [
    [t.item, input.purpose === 'retake' ? t.retake(input.description) : input.description],
    [t.paid, formatMoney(input.paid, input.currency, input.language)],
    [t.amount, formatMoney(input.refunded, input.currency, input.language)],
    [t.date, mailMoment(input.refundedAt, input.timeZone)],
    [t.paymentId, String(input.paymentId)],
  ];
  const effect = t.effect(input.purpose, input.full);
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${table}
</table>
<p>${escapeHtml(effect)}</p>
${htmlButton(input.paymentsLink, t.button)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    effect,
    '',
    `${t.button}: ${input.paymentsLink}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text, attachments: [] };
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

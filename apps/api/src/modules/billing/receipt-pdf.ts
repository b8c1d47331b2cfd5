import { creditNoteNumber, formatMoney, type Language } from '@academy/contracts';
import { newPdfDocument } from '../../lib/pdf-document.js';
import { mailMoment } from '../mail/index.js';

/*
 * A succeeded payment's receipt and a succeeded refund's credit note as PDFs (ARCHITECTURE.md,
 * "Billing", receipts, and "Payments ledger", credit notes): A4 portrait in the API's PDF face
 * (lib/pdf-document.ts), in the student's language. The
 * academy's name and address and the tax it states come from configuration (ACADEMY_NAME,
 * ACADEMY_ADDRESS, TAX_NAME, TAX_RATE_PERCENT). Prices include the tax: the receipt states
 * the part of the amount that is tax, rounded to the currency's minor unit.
 */

export interface ReceiptIssuer {
  name: string;
  /** One line, wrapped as needed; null: not printed. */
  address: string | null;
  /** The tax the prices include; null: no tax line. */
  tax: { name: string; ratePercent: number } | null;
}

/** The payment a receipt or a credit note is about. */
export interface DocumentPayment {
  id: number;
  /** A retake's description is the test's title, named as a retake in the reader's language. */
  purpose: 'subscription' | 'retake';
  description: string;
  /** Minor units (cents): what was paid, after any discount. */
  amount: number;
  /** The promotion code's discount (minor units): the item's price was `amount + discount`. */
  discount: { code: string; amount: number } | null;
  currency: string;
  paidAt: Date;
  cardLabel: string | null;
  provider: string;
  providerReference: string | null;
}

/** A succeeded refund, which its credit note states. */
export interface DocumentRefund {
  id: number;
  /** Minor units, in the payment's currency. */
  amount: number;
  settledAt: Date;
  providerReference: string | null;
}

export interface PaymentDocumentContent {
  language: Language;
  issuer: ReceiptIssuer;
  studentName: string;
  studentEmail: string;
  payment: DocumentPayment;
  /** Absent: the payment's receipt; present: the credit note of this refund of it. */
  refund?: DocumentRefund;
  /** The academy's time zone, which the document writes its dates in. */
  timeZone: string;
}

interface DocumentTexts {
  receipt: string;
  creditNote: string;
  number: (id: number) => string;
  creditNoteNumber: (number: string) => string;
  paidOn: string;
  refundedOn: string;
  ofPayment: string;
  paymentOf: (id: number, date: string) => string;
  billedTo: string;
  item: string;
  retake: (title: string) => string;
  discount: (code: string) => string;
  total: string;
  totalRefunded: string;
  taxIncluded: (name: string, rate: string) => string;
  paidWith: string;
  refundedTo: string;
  reference: string;
  thanks: string;
}

const documentTexts: Record<Language, DocumentTexts> = {
  en: {
    receipt: 'Receipt',
    creditNote: 'Credit note',
    number: (id) => `Payment number ${id}`,
    creditNoteNumber: (number) => `Credit note number ${number}`,
    paidOn: 'Paid on',
    refundedOn: 'Refunded on',
    ofPayment: 'Original payment',
    paymentOf: (id, date) => `Payment number ${id} of ${date}`,
    billedTo: 'Billed to',
    item: 'Item',
    retake: (title) => `Retake: ${title}`,
    discount: (code) => `Discount, promotion code ${code}`,
    total: 'Total paid',
    totalRefunded: 'Total refunded',
    taxIncluded: (name, rate) => `Of which ${name} ${rate}`,
    paidWith: 'Paid with',
    refundedTo: 'Refunded to',
    reference: 'Provider reference',
    thanks: 'Thank you for learning with us.',
  },
  ru: {
    receipt: 'Квитанция',
    creditNote: 'Кредит-нота',
    number: (id) => `Платёж № ${id}`,
    creditNoteNumber: (number) => `Кредит-нота № ${number}`,
    paidOn: 'Дата оплаты',
    refundedOn: 'Дата возврата',
    ofPayment: 'Исходный платёж',
    paymentOf: (id, date) => `Платёж № ${id} от ${date}`,
    billedTo: 'Плательщик',
    item: 'Наименование',
    retake: (title) => `Пересдача: ${title}`,
    discount: (code) => `Скидка по промокоду ${code}`,
    total: 'Итого оплачено',
    totalRefunded: 'Итого возвращено',
    taxIncluded: (name, rate) => `В том числе ${name} ${rate}`,
    paidWith: 'Способ оплаты',
    refundedTo: 'Возвращено на',
    reference: 'Номер у платёжной системы',
    thanks: 'Спасибо, что учитесь у нас.',
  },
};

/** The tax part of a price that includes it, in minor units (half up). */
export function includedTax(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

const colours = { ink: '#1e293b', muted: '#64748b', accent: '#1d4ed8', rule: '#c7d2fe' };

/**
 * A payment's receipt, or the credit note of one of its refunds: one layout, one renderer,
 * for the student's download and for staff's (who get it in the student's language).
 */
export async function renderPaymentDocumentPdf(content: PaymentDocumentContent): Promise<Buffer> {
  const t = documentTexts[content.language];
  const { payment, refund } = content;
  const heading = refund ? t.creditNote : t.receipt;
  const number = refund ? t.creditNoteNumber(creditNoteNumber(refund.id)) : t.number(payment.id);
  const { doc, done } = await newPdfDocument({
    layout: 'portrait',
    margin: 56,
    info: {
      Title: `${heading}: ${number}`,
      Author: content.issuer.name,
      Subject: `${content.studentName}, ${number}`,
    },
  });
  const left = 56;
  const width = doc.page.width - 112;
  const money = (amount: number) =>
    formatMoney({ amount, currency: payment.currency }, content.language);
  // A credit note states the money given back; a receipt the money paid.
  const amount = refund ? refund.amount : payment.amount;
  const label = (text: string) =>
    doc.font('regular').fontSize(9).fillColor(colours.muted).text(text);
  const value = (text: string) =>
    doc.font('bold').fontSize(11).fillColor(colours.ink).text(text).moveDown(0.6);
  const rule = () => {
    const y = doc.y + 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke();
    doc.y = y + 10;
  };

  doc.font('bold').fontSize(16).fillColor(colours.accent).text(content.issuer.name, left, 56);
  if (content.issuer.address) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colours.muted)
      .text(content.issuer.address, { width });
  }
  doc.moveDown(1.5);
  doc.font('bold').fontSize(26).fillColor(colours.ink).text(heading);
  doc.font('regular').fontSize(11).fillColor(colours.muted).text(number);
  doc.moveDown(1);
  rule();

  const paidOn = mailMoment(payment.paidAt, content.timeZone);
  if (refund) {
    label(t.refundedOn);
    value(mailMoment(refund.settledAt, content.timeZone));
    label(t.ofPayment);
    value(t.paymentOf(payment.id, paidOn));
  } else {
    label(t.paidOn);
    value(paidOn);
  }
  label(t.billedTo);
  value(`${content.studentName}, ${content.studentEmail}`);
  rule();

  // The line bought: its description on the left, its amount on the right.
  const item = payment.purpose === 'retake' ? t.retake(payment.description) : payment.description;
  const amountWidth = 140;
  const itemWidth = width - amountWidth - 16;
  label(t.item);
  const top = doc.y;
  doc.font('bold').fontSize(12).fillColor(colours.ink).text(item, left, top, { width: itemWidth });
  const afterItem = doc.y;
  // A receipt: the item at its price before the discount, the discount on a line of its own.
  // A credit note: the amount given back, of the price paid.
  const discount = !refund && payment.discount?.amount ? payment.discount : null;
  doc
    .font('bold')
    .fontSize(12)
    .text(money(amount + (discount?.amount ?? 0)), left + width - amountWidth, top, {
      width: amountWidth,
      align: 'right',
    });
  doc.x = left;
  doc.y = Math.max(afterItem, doc.y) + 6;
  if (discount) {
    const discountTop = doc.y;
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(colours.ink)
      .text(t.discount(discount.code), left, discountTop, { width: itemWidth });
    doc.text(`−${money(discount.amount)}`, left + width - amountWidth, discountTop, {
      width: amountWidth,
      align: 'right',
    });
    doc.x = left;
    doc.y += 6;
  }
  rule();

  const totalTop = doc.y;
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(colours.ink)
    .text(refund ? t.totalRefunded : t.total, left, totalTop);
  doc.text(money(amount), left + width - amountWidth, totalTop, {
    width: amountWidth,
    align: 'right',
  });
  doc.x = left;
  if (content.issuer.tax) {
    const { name, ratePercent } = content.issuer.tax;
    const rate = `${new Intl.NumberFormat(content.language, { maximumFractionDigits: 2 }).format(ratePercent)} %`;
    const taxTop = doc.y + 4;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(colours.muted)
      .text(t.taxIncluded(name, rate), left, taxTop);
    doc.text(money(includedTax(amount, ratePercent)), left + width - amountWidth, taxTop, {
      width: amountWidth,
      align: 'right',
    });
    doc.x = left;
  }
  doc.moveDown(1.2);
  rule();

  if (payment.cardLabel) {
    label(refund ? t.refundedTo : t.paidWith);
    value(payment.cardLabel);
  }
  const reference = refund ? refund.providerReference : payment.providerReference;
  if (reference) {
    label(t.reference);
    value(`${payment.provider}: ${reference}`);
  }
  doc.moveDown(1);
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t.thanks, left, doc.y, { width });

  doc.end();
  return done;
}

import type { Language } from '@academy/contracts';
import { newPdfDocument } from '../../lib/pdf-document.js';
import { formatMoney, mailMoment } from '../mail/index.js';

/*
 * A succeeded payment's receipt as a PDF (ARCHITECTURE.md, "Billing", receipts): A4
 * portrait in the API's PDF face (lib/pdf-document.ts), in the student's language. The
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

export interface ReceiptPdfContent {
  language: Language;
  issuer: ReceiptIssuer;
  paymentId: number;
  studentName: string;
  studentEmail: string;
  /** A retake's description is the test's title, named as a retake in the reader's language. */
  purpose: 'subscription' | 'retake';
  description: string;
  /** Minor units (cents): what was paid, after any discount. */
  amount: number;
  /** The promotion code's discount (minor units): the item's price was `amount + discount`. */
  discount: { code: string; amount: number } | null;
  currency: string;
  paidAt: Date;
  /** The academy's time zone, which the receipt writes the date in. */
  timeZone: string;
  cardLabel: string | null;
  provider: string;
  providerReference: string | null;
}

interface ReceiptTexts {
  heading: string;
  number: (id: number) => string;
  paidOn: string;
  billedTo: string;
  item: string;
  amount: string;
  retake: (title: string) => string;
  discount: (code: string) => string;
  total: string;
  taxIncluded: (name: string, rate: string) => string;
  paidWith: string;
  reference: string;
  thanks: string;
}

const receiptTexts: Record<Language, ReceiptTexts> = {
  en: {
    heading: 'Receipt',
    number: (id) => `Payment number ${id}`,
    paidOn: 'Paid on',
    billedTo: 'Billed to',
    item: 'Item',
    amount: 'Amount',
    retake: (title) => `Retake: ${title}`,
    discount: (code) => `Discount, promotion code ${code}`,
    total: 'Total paid',
    taxIncluded: (name, rate) => `Of which ${name} ${rate}`,
    paidWith: 'Paid with',
    reference: 'Provider reference',
    thanks: 'Thank you for learning with us.',
  },
  ru: {
    heading: 'Квитанция',
    number: (id) => `Платёж № ${id}`,
    paidOn: 'Дата оплаты',
    billedTo: 'Плательщик',
    item: 'Наименование',
    amount: 'Сумма',
    retake: (title) => `Пересдача: ${title}`,
    discount: (code) => `Скидка по промокоду ${code}`,
    total: 'Итого оплачено',
    taxIncluded: (name, rate) => `В том числе ${name} ${rate}`,
    paidWith: 'Способ оплаты',
    reference: 'Номер у платёжной системы',
    thanks: 'Спасибо, что учитесь у нас.',
  },
};

/** The tax part of a price that includes it, in minor units (half up). */
export function includedTax(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

const colours = { ink: '#1e293b', muted: '#64748b', accent: '#1d4ed8', rule: '#c7d2fe' };

export async function renderReceiptPdf(content: ReceiptPdfContent): Promise<Buffer> {
  const t = receiptTexts[content.language];
  const { doc, done } = await newPdfDocument({
    layout: 'portrait',
    margin: 56,
    info: {
      Title: `${t.heading}: ${t.number(content.paymentId)}`,
      Author: content.issuer.name,
      Subject: `${content.studentName}, ${t.number(content.paymentId)}`,
    },
  });
  const left = 56;
  const width = doc.page.width - 112;
  const money = (amount: number) => formatMoney(amount, content.currency, content.language);
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
  doc.font('bold').fontSize(26).fillColor(colours.ink).text(t.heading);
  doc.font('regular').fontSize(11).fillColor(colours.muted).text(t.number(content.paymentId));
  doc.moveDown(1);
  rule();

  label(t.paidOn);
  value(mailMoment(content.paidAt, content.timeZone));
  label(t.billedTo);
  value(`${content.studentName}, ${content.studentEmail}`);
  rule();

  // The line bought: its description on the left, its amount on the right.
  const item = content.purpose === 'retake' ? t.retake(content.description) : content.description;
  const amountWidth = 140;
  const itemWidth = width - amountWidth - 16;
  label(t.item);
  const top = doc.y;
  doc.font('bold').fontSize(12).fillColor(colours.ink).text(item, left, top, { width: itemWidth });
  const afterItem = doc.y;
  // The item at its price before the discount; the discount on a line of its own.
  const discount = content.discount?.amount ? content.discount : null;
  doc
    .font('bold')
    .fontSize(12)
    .text(money(content.amount + (discount?.amount ?? 0)), left + width - amountWidth, top, {
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
  doc.font('bold').fontSize(13).fillColor(colours.ink).text(t.total, left, totalTop);
  doc.text(money(content.amount), left + width - amountWidth, totalTop, {
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
    doc.text(money(includedTax(content.amount, ratePercent)), left + width - amountWidth, taxTop, {
      width: amountWidth,
      align: 'right',
    });
    doc.x = left;
  }
  doc.moveDown(1.2);
  rule();

  if (content.cardLabel) {
    label(t.paidWith);
    value(content.cardLabel);
  }
  if (content.providerReference) {
    label(t.reference);
    value(`${content.provider}: ${content.providerReference}`);
  }
  doc.moveDown(1);
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t.thanks, left, doc.y, { width });

  doc.end();
  return done;
}

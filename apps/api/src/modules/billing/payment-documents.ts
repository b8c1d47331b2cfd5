import { type Language, paymentDocumentFileName } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { BillingConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { paymentRefunds } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import { paymentDescription } from './description.js';
import { type DocumentPayment, renderPaymentDocumentPdf } from './receipt-pdf.js';
import { createBillingRepository, type PaymentRecord } from './repository.js';

/**
 * Who asks for a payment's document: the student it belongs to (in the language they ask
 * for, else their own), or staff, who get what the student got: the student's language.
 */
export type DocumentReader =
  | { kind: 'student'; userId: number; language: Language | undefined }
  | { kind: 'staff' };

/**
 * A succeeded payment's receipt and a succeeded refund's credit note, as PDFs
 * (ARCHITECTURE.md, "Billing" and "Payments ledger"): one service and one renderer for the
 * student's downloads (GET receipts/{id}, credit-notes/{id}) and staff's (GET
 * admin/payments/{id}/receipt, admin/credit-notes/{id}). A student asking for another
 * student's document, or for one that does not exist, is told it is not found: nobody learns
 * which numbers exist.
 */
export function createPaymentDocumentService(deps: { db: Database; billing: BillingConfig }) {
  const repository = createBillingRepository(deps.db);

  async function render(
    payment: PaymentRecord,
    reader: DocumentReader,
    refund?: typeof paymentRefunds.$inferSelect,
  ): Promise<Buffer> {
    const student = await repository.recipient(payment.userId);
    if (!student) throw notFound('ERR_PAYMENT_NOT_FOUND');
    const language = (reader.kind === 'student' ? reader.language : undefined) ?? student.language;
    const facts: DocumentPayment = {
      id: payment.id,
      purpose: payment.purpose,
      description: paymentDescription(payment, language),
      amount: payment.amount,
      discount: payment.promotionCode
        ? { code: payment.promotionCode, amount: payment.discountAmount }
        : null,
      currency: payment.currency,
      paidAt: payment.paidAt ?? payment.updatedAt,
      cardLabel: payment.cardLabel,
      provider: payment.provider,
      providerReference: payment.providerReference,
    };
    return renderPaymentDocumentPdf({
      language,
      issuer: deps.billing.receiptIssuer,
      studentName: student.fullName,
      studentEmail: student.email,
      payment: facts,
      refund: refund && {
        id: refund.id,
        amount: refund.amount,
        settledAt: refund.settledAt ?? refund.updatedAt,
        providerReference: refund.providerReference,
      },
      timeZone: await academyTimeZone({ tx: deps.db }),
    });
  }

  /** The payment, when it succeeded and the reader may see it. */
  async function visiblePayment(paymentId: number, reader: DocumentReader) {
    const payment = await repository.findPayment(paymentId);
    if (
      payment?.status !== 'succeeded' ||
      (reader.kind === 'student' && payment.userId !== reader.userId)
    ) {
      throw notFound('ERR_PAYMENT_NOT_FOUND');
    }
    return payment;
  }

  return {
    async receipt(
      paymentId: number,
      reader: DocumentReader,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const payment = await visiblePayment(paymentId, reader);
      return {
        pdf: await render(payment, reader),
        fileName: paymentDocumentFileName('receipt', payment.id),
      };
    },

    async creditNote(
      refundId: number,
      reader: DocumentReader,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const [refund] = await deps.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, refundId));
      if (refund?.status !== 'succeeded') throw notFound('ERR_CREDIT_NOTE_NOT_FOUND');
      const payment = await visiblePayment(refund.paymentId, reader).catch(() => {
        throw notFound('ERR_CREDIT_NOTE_NOT_FOUND');
      });
      return {
        pdf: await render(payment, reader, refund),
        fileName: paymentDocumentFileName('credit-note', refund.id),
      };
    },
  };
}

import type { Language } from '@academy/contracts';
import type { BillingConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { createBillingRepository } from './repository.js';

/**
 * GET receipts/{id}: the receipt of one of the caller's succeeded payments as a PDF, in the
 * language asked for, else the caller's (ARCHITECTURE.md, "Billing"). Any other payment,
 * another student's included, is not found: nobody learns which payment numbers exist.
 */
export function createReceiptService(deps: { db: Database; billing: BillingConfig }) {
  const repository = createBillingRepository(deps.db);

  return {
    async receipt(
      userId: number,
      paymentId: number,
      language: Language | undefined,
    ): Promise<{ pdf: Buffer; paymentId: number }> {
      const payment = await repository.findPayment(paymentId);
      if (!payment || payment.userId !== userId || payment.status !== 'succeeded') {
        throw notFound('ERR_PAYMENT_NOT_FOUND');
      }
      const student = await repository.recipient(userId);
      if (!student) throw notFound('ERR_PAYMENT_NOT_FOUND');
      const pdf = await renderReceiptPdf({
        language: language ?? student.language,
        issuer: deps.billing.receiptIssuer,
        paymentId: payment.id,
        studentName: student.fullName,
        studentEmail: student.email,
        purpose: payment.purpose,
        description: payment.description,
        amount: payment.amount,
        discount: payment.promotionCode
          ? { code: payment.promotionCode, amount: payment.discountAmount }
          : null,
        currency: payment.currency,
        paidAt: payment.paidAt ?? payment.updatedAt,
        timeZone: await academyTimeZone({ tx: deps.db }),
        cardLabel: payment.cardLabel,
        provider: payment.provider,
        providerReference: payment.providerReference,
      });
      return { pdf, paymentId: payment.id };
    },
  };
}

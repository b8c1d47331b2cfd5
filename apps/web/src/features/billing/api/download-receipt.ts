import { billingEndpoints } from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';
import { i18n } from '../../../shared/i18n/i18n';
import { documentLanguageQuery } from '../../../shared/i18n/language';

/**
 * GET receipts/{id}: a succeeded payment's receipt as a PDF, in the language the student
 * reads the academy in, fetched with the session's bearer and saved as `receipt-<id>.pdf`.
 */
export const downloadReceiptMutation = mutationOptions({
  mutationKey: [billingEndpoints.getMyPaymentReceipt.operationId],
  mutationFn: async (paymentId: number) => {
    const pdf = await api(billingEndpoints.getMyPaymentReceipt, {
      params: { id: paymentId },
      query: documentLanguageQuery(i18n.language),
    });
    saveFile(pdf as Blob, `receipt-${paymentId}.pdf`);
  },
});

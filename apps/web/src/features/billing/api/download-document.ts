import {
  billingEndpoints,
  type PaymentDocumentKind,
  paymentDocumentFileName,
} from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';
import { i18n } from '../../../shared/i18n/i18n';
import { documentLanguageQuery } from '../../../shared/i18n/language';

/**
 * GET receipts/{id} (a succeeded payment's receipt) or credit-notes/{id} (a succeeded
 * refund's credit note) as a PDF, in the language the student reads the academy in, fetched
 * with the session's bearer and saved as `receipt-<id>.pdf` / `credit-note-<id>.pdf`.
 */
export const downloadDocumentMutation = mutationOptions({
  mutationKey: [billingEndpoints.getMyPaymentReceipt.operationId],
  mutationFn: async ({ kind, id }: { kind: PaymentDocumentKind; id: number }) => {
    const input = { params: { id }, query: documentLanguageQuery(i18n.language) };
    const pdf =
      kind === 'receipt'
        ? await api(billingEndpoints.getMyPaymentReceipt, input)
        : await api(billingEndpoints.getMyCreditNote, input);
    saveFile(pdf as Blob, paymentDocumentFileName(kind, id));
  },
});

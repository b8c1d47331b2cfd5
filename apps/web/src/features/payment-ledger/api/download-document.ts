import {
  type PaymentDocumentKind,
  paymentDocumentFileName,
  paymentLedgerEndpoints,
} from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';

/**
 * GET admin/payments/{id}/receipt or admin/credit-notes/{id}: a payment's document as the
 * student got it (in the student's language), fetched with the session's bearer and saved
 * under the student's file name.
 */
export const downloadAdminDocumentMutation = mutationOptions({
  mutationKey: [paymentLedgerEndpoints.getAdminPaymentReceipt.operationId],
  mutationFn: async ({ kind, id }: { kind: PaymentDocumentKind; id: number }) => {
    const input = { params: { id } };
    const pdf =
      kind === 'receipt'
        ? await api(paymentLedgerEndpoints.getAdminPaymentReceipt, input)
        : await api(paymentLedgerEndpoints.getAdminCreditNote, input);
    saveFile(pdf as Blob, paymentDocumentFileName(kind, id));
  },
});

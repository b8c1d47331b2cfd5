import { paymentLedgerEndpoints, paymentsCsvFileName } from '@academy/contracts';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { saveFile } from '../../../shared/api/save-file';

/**
 * GET admin/payments/export: the ledger of the filters on screen as CSV, fetched with the
 * session's bearer (a plain link would carry none), then saved under the day's name.
 */
export const exportPaymentsMutation = endpointMutation(paymentLedgerEndpoints.exportAdminPayments, {
  onSuccess: (csv) =>
    saveFile(csv as Blob, paymentsCsvFileName(new Date().toISOString().slice(0, 10))),
});

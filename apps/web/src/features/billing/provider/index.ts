import { sandboxProvider } from './sandbox-provider';

/** The payment provider the payment page uses: the sandbox (test mode). */
export const paymentProvider = sandboxProvider;
export { CardRefusedError, type PaymentProvider } from './payment-provider';

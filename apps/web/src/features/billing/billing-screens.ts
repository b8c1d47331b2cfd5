/*
 * The billing screens and their loaders' prefetching, loaded together as one chunk: the
 * plans lead to the payment and back, and the app's entry names one file instead of four
 * (each name counts against the landing page's budget: apps/web/README.md, "Landing weight").
 */
export { PaymentPage } from './payment-page';
export * from './prefetch';
export { PricingPage } from './pricing-page';

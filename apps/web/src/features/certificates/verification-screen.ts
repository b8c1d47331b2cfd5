/* The public /verify/{code}: its screen and its loader's prefetching, one chunk. */
export { prefetchVerification } from './prefetch';
export { VerificationPage } from './verification-page';

/* The student's /certificates: its screen and its loader's prefetching, one chunk. */
export { CertificatesPage } from './certificates-page';
export { prefetchCertificates } from './prefetch';

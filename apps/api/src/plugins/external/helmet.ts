import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { PaymentProviderName } from '../../config.js';

/**
 * Security headers for every response. The web app keeps its tokens in web storage (spec),
 * so the Content-Security-Policy is strict: no third-party scripts (but Stripe.js when Stripe
 * is the payment provider, below), no inline script but the
 * one index.html carries, allowed there by its hash (plugins/app/web-app.ts), no plugins,
 * no framing of the app. Swagger UI at /v1/docs loads only its own files and works under it
 * too. The one thing the app frames is a lecture's video, in the YouTube (privacy-enhanced)
 * or Vimeo player: those two origins, and no other (apps/web/README.md, "Lecture videos").
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * With PAYMENT_PROVIDER=stripe only, the payment page's Stripe.js and its Payment Element:
 * the script, its frames (the card fields, 3-D Secure) and its calls, as Stripe documents
 * them for Stripe.js (README.md, "Stripe"). The sandbox's policy stays as above.
 */
export const stripeContentSecurityPolicy = {
  ...contentSecurityPolicy,
  frameSrc: [
    ...contentSecurityPolicy.frameSrc,
    'https://js.stripe.com',
    'https://hooks.stripe.com',
  ],
  scriptSrc: [...contentSecurityPolicy.scriptSrc, 'https://js.stripe.com'],
  connectSrc: [...contentSecurityPolicy.connectSrc, 'https://api.stripe.com'],
};

/**
 * The headers helmet sets on every answer, as one fixed set. The options hold nothing per
 * request (no nonces), so one set, made once by helmet itself at start-up, serves every
 * answer: the hook below sets it, and the error handler sets it on the answers Fastify gives
 * before any hook has run (a malformed URL, a request it cannot parse). Computing the
 * headers again on each request (as helmet's middleware does) costs throughput for nothing.
 */
function helmetHeaders(directives: typeof contentSecurityPolicy): Readonly<Record<string, string>> {
  const helmetOptions = { contentSecurityPolicy: { useDefaults: false, directives } };
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export const securityHeaders = helmetHeaders(contentSecurityPolicy);
const stripeSecurityHeaders = helmetHeaders(stripeContentSecurityPolicy);

/**
 * The script of "Run examples"' Web Worker (the web's `code-run.worker.ts`, built as
 * `/assets/code-run.worker-<hash>.js`), which runs a student's code in the same WebAssembly
 * engines as the server (ARCHITECTURE.md, "Code exercises"). A worker follows the policy of
 * its own script's answer, and compiling WebAssembly needs `'wasm-unsafe-eval'`: this one
 * answer allows it, and nothing else (no `eval`, no other origin); pages keep the policy above.
 */
export const CODE_RUN_WORKER_PATH = /^\/assets\/code-run\.worker-[\w-]+\.js(?:\?|$)/;
export const codeRunWorkerSecurityHeaders = helmetHeaders({
  ...contentSecurityPolicy,
  scriptSrc: [...contentSecurityPolicy.scriptSrc, "'wasm-unsafe-eval'"],
});

/** The headers of a server whose payment provider is `provider`. */
export function securityHeadersFor(
  provider: PaymentProviderName,
): Readonly<Record<string, string>> {
  return provider === 'stripe' ? stripeSecurityHeaders : securityHeaders;
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = securityHeadersFor(app.config.billing.paymentProvider);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CODE_RUN_WORKER_PATH.test(request.url) ? codeRunWorkerSecurityHeaders : headers);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });

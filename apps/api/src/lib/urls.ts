import { API_BASE_PATH } from '@academy/contracts';

/** Where the server's development pages live (the mailbox): never pages of the web app. */
export const DEV_BASE_PATH = '/dev';
/** The development mailbox: the outbox as pages (modules/mail/mailbox-routes.ts). */
export const MAILBOX_PATH = `${DEV_BASE_PATH}/mailbox`;
/** The API's interactive documentation (plugins/external/swagger.ts). */
export const DOCS_PATH = `${API_BASE_PATH}/docs`;
/** Prometheus' metrics, behind METRICS_TOKEN (plugins/app/metrics.ts). */
export const METRICS_PATH = '/metrics';

/** Whether a request URL is `base` or below it (`/v1`, `/v1/…`, `/v1?…`, not `/v10`). */
function isBelow(base: string, url: string): boolean {
  if (!url.startsWith(base)) return false;
  const next = url.charAt(base.length);
  return next === '' || next === '/' || next === '?';
}

/** Whether a request URL addresses the API (/v1, /v1/…, /v1?…). */
export const isApiUrl = (url: string): boolean => isBelow(API_BASE_PATH, url);

/** Whether a request URL addresses the server itself, not the web app: the API, /dev or /metrics. */
export const isServerUrl = (url: string): boolean =>
  isApiUrl(url) || isBelow(DEV_BASE_PATH, url) || isBelow(METRICS_PATH, url);

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * A URL fit for logs: query values replaced, since links carry one-time tokens
 * (`/auth/verification?token=…`).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const keys = [...new Set(params.keys())];
  return `${url.slice(0, queryStart)}?${keys.map((key) => `${encodeURIComponent(key)}=…`).join('&')}`;
}

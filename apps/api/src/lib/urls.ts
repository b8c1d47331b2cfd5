import { API_BASE_PATH } from '@academy/contracts';

/** Whether a request URL addresses the API (/v1, /v1/…, /v1?…). */
export function isApiUrl(url: string): boolean {
  if (!url.startsWith(API_BASE_PATH)) return false;
  const next = url.charAt(API_BASE_PATH.length);
  return next === '' || next === '/' || next === '?';
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

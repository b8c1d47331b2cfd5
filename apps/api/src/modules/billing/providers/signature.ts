import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './types.js';

/*
 * Webhook signatures as the sandbox provider writes them, in the shape real providers use:
 * header `academy-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * keyed with the webhook secret. The timestamp is signed too, so an old event can't be
 * replayed with a fresh time; events older than WEBHOOK_TOLERANCE_SECONDS are refused.
 */

export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
}

/** The header value signing `rawBody` at `at`. */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

/** Throws WebhookSignatureError unless `header` signs `rawBody` within the tolerance of `now`. */
export function checkWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): void {
  if (!header) throw new WebhookSignatureError('missing signature');
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (!key || !value) continue;
    parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestampText = parts.get('t')?.[0];
  if (!timestampText || !/^\d{1,12}$/.test(timestampText)) {
    throw new WebhookSignatureError('no timestamp');
  }
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('stale signature');
  }
  const expected = hmac(secret, timestamp, rawBody);
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    if (!/^[0-9a-f]{64}$/i.test(candidate)) return false;
    return timingSafeEqual(Buffer.from(candidate, 'hex'), expected);
  });
  if (!matches) throw new WebhookSignatureError('signature does not match');
}

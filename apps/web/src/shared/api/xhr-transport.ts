/*
 * fetch reports no upload progress, so an upload that shows one goes through XMLHttpRequest.
 * It answers a `Response` like fetch does, so the client's retry, refresh and error handling
 * treat both transports alike.
 */

export interface XhrRequest {
  method: string;
  url: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal;
  /** Called with the fraction of the body sent so far, from 0 to 1. */
  onUploadProgress: (fraction: number) => void;
}

/** Statuses whose answer has no body; a `Response` refuses one for them. */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0)
      headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The request was aborted', 'AbortError');
}

/** Sends like `fetch` (a network failure rejects with a TypeError), reporting upload progress. */
export function sendWithUploadProgress(request: XhrRequest): Promise<Response> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    // The caller's cancel settles at once, whether or not the transport still reports it.
    function cancel() {
      settle(() => reject(abortReason(signal)));
      xhr.abort();
    }

    xhr.open(request.method, request.url);
    xhr.responseType = 'arraybuffer';
    request.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable && event.total > 0) {
        request.onUploadProgress(Math.min(1, event.loaded / event.total));
      }
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        request.onUploadProgress(1);
        const body = BODILESS_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      }),
    );
    xhr.addEventListener('error', () =>
      settle(() => reject(new TypeError('Network request failed'))),
    );
    xhr.addEventListener('timeout', () =>
      settle(() => reject(new TypeError('Network request timed out'))),
    );
    xhr.addEventListener('abort', () => settle(() => reject(abortReason(signal))));
    signal?.addEventListener('abort', cancel, { once: true });

    xhr.send(request.body);
  });
}

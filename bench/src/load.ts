import autocannon from 'autocannon';

/** What one load run measured. */
export interface Load {
  /** Requests per second, the run's average. */
  rps: number;
  /** The median latency, in milliseconds. */
  p50: number;
  /** The 99th percentile latency, in milliseconds. */
  p99: number;
}

export interface LoadOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  connections?: number;
}

/**
 * Drives `url` with autocannon. An answer other than 2xx fails the run: a refused call (an
 * expired token, a limit) would otherwise be measured as a fast one.
 */
export async function load(url: string, options: LoadOptions = {}): Promise<Load> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${url}: ${result.non2xx} answers not 2xx and ${result.errors} errors of ${result.requests.total}`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

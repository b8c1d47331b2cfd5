import { describe, expect, it } from 'vitest';
import { isApiUrl, isServerUrl, pathOf, redactUrl } from './urls.js';

describe('isApiUrl', () => {
  it('matches /v1 and below only', () => {
    expect(isApiUrl('/v1')).toBe(true);
    expect(isApiUrl('/v1/health')).toBe(true);
    expect(isApiUrl('/v1?x=1')).toBe(true);
    expect(isApiUrl('/v10/health')).toBe(false);
    expect(isApiUrl('/lecture/1')).toBe(false);
  });
});

describe('isServerUrl', () => {
  it('matches the API, the development pages and the metrics, nothing of the web app', () => {
    for (const url of [
      '/v1',
      '/v1/health',
      '/dev',
      '/dev/mailbox',
      '/dev/mailbox/3',
      '/dev?x=1',
      '/metrics',
      '/metrics/x',
    ]) {
      expect(isServerUrl(url), url).toBe(true);
    }
    for (const url of ['/', '/home', '/devices', '/v10', '/metricsx', '/assets/index.js']) {
      expect(isServerUrl(url), url).toBe(false);
    }
  });
});

describe('pathOf', () => {
  it('drops the query', () => {
    expect(pathOf('/auth/verification?token=abc')).toBe('/auth/verification');
    expect(pathOf('/home')).toBe('/home');
  });
});

describe('redactUrl', () => {
  it('keeps the path and query names, never the values', () => {
    expect(redactUrl('/auth/reset-password?token=s3cret&lang=en')).toBe(
      '/auth/reset-password?token=…&lang=…',
    );
    expect(redactUrl('/v1/health')).toBe('/v1/health');
  });
});

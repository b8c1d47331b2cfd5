import { describe, expect, it } from 'vitest';
import { isApiUrl, redactUrl } from './urls.js';

describe('isApiUrl', () => {
  it('matches /v1 and below only', () => {
    expect(isApiUrl('/v1')).toBe(true);
    expect(isApiUrl('/v1/health')).toBe(true);
    expect(isApiUrl('/v1?x=1')).toBe(true);
    expect(isApiUrl('/v10/health')).toBe(false);
    expect(isApiUrl('/lecture/1')).toBe(false);
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

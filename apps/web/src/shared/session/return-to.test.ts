import { afterEach, describe, expect, it } from 'vitest';
import { forgetReturnTo, inAppPath, rememberReturnTo, takeReturnTo } from './return-to';

afterEach(() => {
  forgetReturnTo();
});

describe('where a visitor was going', () => {
  it('keeps a path of the student or the staff area, with its query and hash', () => {
    expect(inAppPath('/mini-project/3')).toBe('/mini-project/3');
    expect(inAppPath('/admin/users?role=admin#top')).toBe('/admin/users?role=admin#top');
  });

  it('never keeps another origin, or a page outside the signed-in areas', () => {
    for (const target of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example/dashboard',
      'javascript:alert(1)',
      'dashboard',
      '/home',
      '/auth/login',
      '/',
    ]) {
      expect(inAppPath(target), target).toBeNull();
    }
  });

  it('is taken once, after the login', () => {
    rememberReturnTo(`${window.location.origin}/lecture/7?from=menu`);
    expect(takeReturnTo()).toBe('/lecture/7?from=menu');
    expect(takeReturnTo()).toBeNull();
  });

  it('ignores a URL of another origin, and checks again what storage holds', () => {
    rememberReturnTo('https://evil.example/dashboard');
    expect(takeReturnTo()).toBeNull();
    sessionStorage.setItem('academy.returnTo', '//evil.example/dashboard');
    expect(takeReturnTo()).toBeNull();
  });
});

import { MAP_LOCATION } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { defaultWebConfig, phoneHref, readWebConfig } from './config';

describe('the web config', () => {
  it('falls back to the defaults when nothing is set', () => {
    expect(readWebConfig({})).toEqual({
      supportEmail: 'support@academy.test',
      supportPhone: defaultWebConfig.supportPhone,
      mapLocation: { latitude: MAP_LOCATION.latitude, longitude: MAP_LOCATION.longitude },
    });
    expect(readWebConfig({ VITE_SUPPORT_EMAIL: '  ', VITE_MAP_LATITUDE: '' })).toEqual(
      defaultWebConfig,
    );
  });

  it('reads the variables', () => {
    expect(
      readWebConfig({
        VITE_SUPPORT_EMAIL: 'help@school.example',
        VITE_SUPPORT_PHONE: '+1 (555) 010-2030',
        VITE_MAP_LATITUDE: '40.1792',
        VITE_MAP_LONGITUDE: '44.4991',
      }),
    ).toEqual({
      supportEmail: 'help@school.example',
      supportPhone: '+1 (555) 010-2030',
      mapLocation: { latitude: 40.1792, longitude: 44.4991 },
    });
  });

  it.each([
    [{ VITE_SUPPORT_EMAIL: 'not-an-address' }, /VITE_SUPPORT_EMAIL/],
    [{ VITE_SUPPORT_PHONE: 'call me' }, /VITE_SUPPORT_PHONE/],
    [{ VITE_MAP_LATITUDE: 'north' }, /VITE_MAP_LATITUDE must be a number from -90 to 90/],
    [{ VITE_MAP_LONGITUDE: '200' }, /VITE_MAP_LONGITUDE must be a number from -180 to 180/],
  ])('refuses a wrong value with a message naming the variable (%o)', (env, message) => {
    expect(() => readWebConfig(env)).toThrow(message);
  });

  it('turns a written phone number into a tel: URI', () => {
    expect(phoneHref('+374 10 555 010')).toBe('tel:+37410555010');
    expect(phoneHref('(555) 010-2030')).toBe('tel:5550102030');
  });
});

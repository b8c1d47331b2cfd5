import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions } from './i18n';
import { followLanguage, initialLanguage } from './language';

/** Starts i18n in the browser: bundles are static files fetched per language and namespace. */
export async function startI18n(): Promise<void> {
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      lng: initialLanguage(),
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    });
  followLanguage(i18n);
}

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@academy/contracts';
import type { i18n as I18n } from 'i18next';

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/**
 * The `language` query of a document the API draws for the reader (a certificate's or a
 * receipt's PDF): the page's language, else none, and the API uses the account's own.
 */
export function documentLanguageQuery(language: string): { language?: Language } {
  return isLanguage(language) ? { language } : {};
}

/** The language chosen earlier in this browser, or the default one. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps `<html lang>` and the stored choice in step with the active language. */
export function followLanguage(instance: I18n): void {
  const apply = (language: string) => {
    if (!isLanguage(language)) return;
    document.documentElement.lang = language;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage switched off: the choice lasts until the page is closed.
    }
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}

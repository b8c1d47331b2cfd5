import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@academy/contracts';
import i18next, { type InitOptions } from 'i18next';

/** Translation bundles, one per area, at public/locales/<lng>/<ns>.json. */
export const namespaces = [
  'common',
  'home',
  'legal',
  'auth',
  'registration',
  'student',
  /** A test's code questions: loaded with their screens' code (features/learning/code). */
  'student-code',
  'billing',
  'certificates',
  'notifications',
  'admin',
  'content',
  'admin-editors',
  'exam-schedule',
  'admission',
  'reviews',
  'user-admin',
  'admin-payments',
  'plan-admin',
  'promotion-admin',
  'announcements',
  'admin-dashboard',
  'audit',
  'errors',
  'validation',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The app's one i18next instance; the browser loads bundles over HTTP, tests from disk. */
export const i18n = i18next.createInstance();

export const i18nOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show `&amp;` to users.
  interpolation: { escapeValue: false },
} satisfies InitOptions;

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetApiClientConfig } from '../shared/api/client-config';
import { i18n, i18nOptions, namespaces } from '../shared/i18n/i18n';
import { followLanguage } from '../shared/i18n/language';
import { takeRefusals } from './handle';
import { bundles } from './locale-bundles';
import { server } from './msw-server';

/* Browser APIs jsdom lacks, used by Mantine (media queries, sizes) and React Router (scrolling). */
window.matchMedia ??= (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});
window.scrollTo = () => undefined;
// Mantine's comboboxes scroll the active option into view.
Element.prototype.scrollIntoView ??= () => undefined;
// Mantine's autosizing text areas measure again once web fonts have loaded.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/*
 * The first test to open a screen also compiles its lazily loaded modules; on a busy machine
 * that takes longer than Testing Library's default one second of waiting: the staff area's
 * first screen took over five seconds with the machine's load at 17. A wait that ends when
 * its element appears costs nothing more when the machine is quiet.
 */
configure({ asyncUtilTimeout: 12_000 });

/* Translations from the bundles on disk: no network, the same texts the app ships. */
await i18n.use(initReactI18next).init({
  ...i18nOptions,
  lng: 'en',
  ns: [...namespaces],
  resources: bundles,
});
followLanguage(i18n);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // An answer an endpoint does not declare was refused with a 500; the test fails for it here.
  const refused = takeRefusals();
  cleanup();
  server.resetHandlers();
  resetApiClientConfig();
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (refused.length > 0) {
    throw new Error(
      `A test handler answered outside its endpoint's contract:\n${refused.join('\n')}`,
    );
  }
});
afterAll(() => server.close());

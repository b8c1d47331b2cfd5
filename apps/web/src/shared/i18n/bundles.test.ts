import {
  DEFAULT_LANGUAGE,
  errorCatalogue,
  NETWORK_ERROR,
  RESET_LINK_LIFETIME_HOURS,
  SOMETHING_WENT_WRONG,
  SUPPORT_HOURS,
  SUPPORTED_LANGUAGES,
  validationMessages,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { bundles } from '../../test/locale-bundles';
import { namespaces } from './i18n';

type Tree = { [key: string]: unknown };

/** Every leaf key of a bundle, dotted (`footer.terms`), with its text. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null) return found;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = (namespace: string) => bundles[DEFAULT_LANGUAGE]?.[namespace];

/*
 * Every English bundle text that contracts define: the validation messages (keys of the
 * `validation` bundle), the error catalogue and the network error (keys of `errors`), and
 * single texts elsewhere. The server and the shared schemas speak these texts; the bundles
 * must say the same, and other languages translate them under the same keys.
 */
const mirroredNamespaces = ['validation', 'errors'] as const;
const mirroredTexts: { namespace: string; key: string; text: string }[] = [
  ...Object.entries(validationMessages).map(([key, text]) => ({
    namespace: 'validation',
    key,
    text,
  })),
  ...Object.entries({ ...errorCatalogue, NETWORK_ERROR }).map(([key, text]) => ({
    namespace: 'errors',
    key,
    text,
  })),
  { namespace: 'errors', key: 'ERR_INTERNAL', text: SOMETHING_WENT_WRONG },
  { namespace: 'common', key: 'footer.supportHours', text: SUPPORT_HOURS },
  { namespace: 'home', key: 'contact.hours.text', text: SUPPORT_HOURS },
];

describe('translation bundles', () => {
  it('exist for every supported language and namespace, and no others', () => {
    expect(Object.keys(bundles).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(bundles[language] ?? {}).sort()).toEqual([...namespaces].sort());
    }
  });

  describe.each(SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
    '%s',
    (language) => {
      it.each(namespaces)('has exactly the English keys in %s', (namespace) => {
        const reference = leaves(english(namespace));
        const translated = leaves(bundles[language]?.[namespace]);
        expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
      });

      it.each(namespaces)('keeps the placeholders of every %s text', (namespace) => {
        const translated = leaves(bundles[language]?.[namespace]);
        for (const [key, text] of leaves(english(namespace))) {
          expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({
            key,
            placeholders: placeholders(text),
          });
        }
      });

      it.each(namespaces)('has no empty text in %s', (namespace) => {
        for (const [key, text] of leaves(bundles[language]?.[namespace])) {
          expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        }
      });
    },
  );

  describe('English texts that are contracts’ (this is the one place they are compared)', () => {
    it.each(mirroredTexts)('$namespace $key is contracts’ text', ({ namespace, key, text }) => {
      expect(leaves(english(namespace)).get(key)).toBe(text);
    });

    it.each(mirroredNamespaces)('%s (en) holds nothing but contracts’ texts', (namespace) => {
      const own = [...leaves(english(namespace)).keys()].filter(
        (key) => !mirroredTexts.some((text) => text.namespace === namespace && text.key === key),
      );
      expect(own).toEqual([]);
    });
  });

  it('the reset link’s lifetime, written out in the auth screens, is contracts’ (en)', () => {
    // "one hour" in words: a change of RESET_LINK_LIFETIME_HOURS must change these texts too.
    const auth = leaves(english('auth'));
    expect(RESET_LINK_LIFETIME_HOURS).toBe(1);
    for (const key of ['forgotPassword.sent.text', 'resetPassword.invalid.text']) {
      expect(auth.get(key)).toContain('once, for one hour.');
    }
  });

  it('the specification’s screen texts are there word for word (en)', () => {
    const common = leaves(english('common'));
    expect(common.get('notFound.title')).toBe('OOPS!');
    expect(common.get('notFound.message')).toBe("We can't find that page");
    expect(common.get('notFound.action')).toBe('Go Back Home');
    expect(common.get('error.title')).toBe('Unexpected Application Error!');
    const student = leaves(english('student'));
    expect(
      ['home', 'homework', 'certificate', 'pricing'].map((key) => student.get(`nav.${key}`)),
    ).toEqual(['Home', 'Homework', 'Certificate', 'Pricing']);
  });
});

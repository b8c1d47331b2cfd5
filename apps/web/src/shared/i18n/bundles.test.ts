import {
  DEFAULT_LANGUAGE,
  errorCatalogue,
  NETWORK_ERROR,
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

  it('validation (en) is exactly contracts’ validationMessages', () => {
    expect(english('validation')).toEqual(validationMessages);
  });

  it('errors (en) is exactly contracts’ error catalogue plus the network error', () => {
    expect(english('errors')).toEqual({ ...errorCatalogue, NETWORK_ERROR });
  });

  it('support hours (en) are the business constant', () => {
    expect(leaves(english('common')).get('footer.supportHours')).toBe(SUPPORT_HOURS);
    expect(leaves(english('home')).get('contact.hours.text')).toBe(SUPPORT_HOURS);
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

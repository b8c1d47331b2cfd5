import type { ResourceLanguage } from 'i18next';

/** The translation bundles as they are on disk (public/locales/<lng>/<ns>.json). */
const files = import.meta.glob<ResourceLanguage>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export type Bundles = Record<string, Record<string, ResourceLanguage>>;

export const bundles: Bundles = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected bundle path ${file}`);
  const [, language, namespace] = match;
  bundles[language] = { ...bundles[language], [namespace]: content };
}

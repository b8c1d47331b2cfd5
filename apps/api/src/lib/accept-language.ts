import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@academy/contracts';

const isSupported = (tag: string): tag is Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(tag);

/**
 * The supported language a request prefers, from its Accept-Language header
 * (`ru-RU,ru;q=0.9,en;q=0.8` → `ru`): the highest-weighted tag whose primary subtag we
 * support, the default language otherwise. Weights of 0 mean "not this one".
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params
        .map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: weight === undefined ? 1 : Number(weight),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) if (isSupported(entry.primary)) return entry.primary;
  return DEFAULT_LANGUAGE;
}

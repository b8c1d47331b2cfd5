import type { Language } from '@academy/contracts';

const russianPlural = new Intl.PluralRules('ru');
const russianHours: Record<Intl.LDMLPluralRule, string> = {
  zero: 'часов',
  one: 'час',
  two: 'часа',
  few: 'часа',
  many: 'часов',
  other: 'часа',
};

/** A number of hours in words, as a sentence of a mail says it: "one hour", "24 часа". */
export const hoursInWords: Record<Language, (hours: number) => string> = {
  en: (hours) => (hours === 1 ? 'one hour' : `${hours} hours`),
  ru: (hours) =>
    hours === 1 ? 'один час' : `${hours} ${russianHours[russianPlural.select(hours)]}`,
};

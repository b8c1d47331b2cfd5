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

const russianDays: Record<Intl.LDMLPluralRule, string> = {
  zero: 'дней',
  one: 'день',
  two: 'дня',
  few: 'дня',
  many: 'дней',
  other: 'дня',
};

/** A number of days in words, as a sentence of a mail says it: "14 days", "14 дней". */
export const daysInWords: Record<Language, (days: number) => string> = {
  en: (days) => (days === 1 ? 'one day' : `${days} days`),
  ru: (days) => (days === 1 ? 'один день' : `${days} ${russianDays[russianPlural.select(days)]}`),
};

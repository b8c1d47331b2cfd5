import { type Language, SUPPORTED_LANGUAGES } from '@academy/contracts';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/language';
import classes from './language-switcher.module.css';

/**
 * EN | RU toggle. Two plain buttons rather than a segmented control: it sits on the landing
 * page, where every kilobyte of script counts. The new language's bundles load before the
 * switch, so the page never shows raw keys.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const choose = async (language: Language) => {
    if (language === current) return;
    await i18n.loadLanguages(language);
    await i18n.changeLanguage(language);
  };

  return (
    <fieldset className={classes.switcher}>
      <legend className={classes.legend}>{t('language.label')}</legend>
      {SUPPORTED_LANGUAGES.map((language) => (
        <UnstyledButton
          key={language}
          className={classes.option}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          lang={language}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
        </UnstyledButton>
      ))}
    </fieldset>
  );
}

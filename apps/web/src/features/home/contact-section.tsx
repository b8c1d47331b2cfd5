import { useTranslation } from 'react-i18next';
import { webConfig } from '../../shared/config';
import { ClockIcon } from '../../shared/ui/icons';
import { ContactChannels } from './contact-channels';
import { contactOptions } from './contact-options';
import classes from './contact-section.module.css';
import { LandingSection } from './landing-section';

const options = contactOptions(webConfig);

/** Support hours and the three ways to reach the academy. */
export function ContactSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection
      id="contact"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      lead={t('contact.lead')}
    >
      <p className={classes.hours}>
        <ClockIcon size={20} />
        <span className={classes.hoursLabel}>{t('contact.hours.title')}</span>
        <span>{t('contact.hours.text')}</span>
      </p>
      <ContactChannels options={options} />
    </LandingSection>
  );
}

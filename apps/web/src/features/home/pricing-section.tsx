import { FREE_TRIAL_DAYS, paths } from '@academy/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../shared/ui/icons';
import landing from './landing.module.css';
import { ArrowRightIcon, CalendarIcon, ChatIcon } from './landing-icons';
import { LandingSection } from './landing-section';
import classes from './pricing-section.module.css';

/** The free trial and what follows it. Amounts are never shown here. */
export function PricingSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection
      id="pricing"
      tone="tinted"
      eyebrow={t('pricing.eyebrow')}
      title={t('pricing.title')}
      lead={t('pricing.lead')}
    >
      <div className={classes.plans}>
        <article className={classes.trial} aria-labelledby="pricing-trial">
          <h3 id="pricing-trial" className={classes.trialTitle}>
            {t('pricing.trial', { days: FREE_TRIAL_DAYS })}
          </h3>
          <p className={classes.trialText}>{t('pricing.text')}</p>
          <p className={classes.includedTitle}>{t('pricing.includedTitle')}</p>
          <ul className={`${landing.checkList} ${classes.included}`}>
            {t('pricing.included', { returnObjects: true }).map((item) => (
              <li key={item}>
                <CheckIcon size={18} />
                {item}
              </li>
            ))}
          </ul>
          <Button
            component={Link}
            to={paths.registration.root}
            size="md"
            variant="white"
            className={classes.action}
            rightSection={<ArrowRightIcon size={18} />}
          >
            {t('pricing.action')}
          </Button>
        </article>
        <div className={classes.notes}>
          <article className={landing.card} aria-labelledby="pricing-after">
            <span className={landing.iconTile}>
              <CalendarIcon size={24} />
            </span>
            <h3 id="pricing-after" className={landing.cardTitle}>
              {t('pricing.afterTitle')}
            </h3>
            <p className={landing.cardText}>{t('pricing.afterText')}</p>
          </article>
          <article className={landing.card} aria-labelledby="pricing-questions">
            <span className={landing.iconTile}>
              <ChatIcon size={24} />
            </span>
            <h3 id="pricing-questions" className={landing.cardTitle}>
              {t('pricing.questionsTitle')}
            </h3>
            <p className={landing.cardText}>{t('pricing.questionsText')}</p>
            <Link to={{ pathname: paths.home, hash: 'contact' }} className={classes.questionsLink}>
              {t('pricing.questionsAction')}
              <ArrowRightIcon size={18} className={classes.linkIcon} />
            </Link>
          </article>
        </div>
      </div>
    </LandingSection>
  );
}

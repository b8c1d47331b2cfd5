import { FREE_TRIAL_DAYS, paths } from '@academy/contracts';
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroIllustration } from './hero-illustration';
import classes from './hero-section.module.css';
import { ArrowRightIcon } from './landing-icons';

/** The top of the landing page: the one h1, what the academy offers, and the way in. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <div className={classes.hero}>
      <Container size="lg" className={classes.grid}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 className={classes.title}>{t('hero.title')}</h1>
          <p className={classes.lead}>{t('hero.lead', { days: FREE_TRIAL_DAYS })}</p>
          <div className={classes.actions}>
            <Button
              component={Link}
              to={paths.registration.root}
              size="lg"
              rightSection={<ArrowRightIcon size={20} />}
            >
              {t('hero.apply')}
            </Button>
            <Button
              component={Link}
              to={{ pathname: paths.home, hash: 'courses' }}
              size="lg"
              variant="default"
            >
              {t('hero.explore')}
            </Button>
          </div>
          <p className={classes.note}>{t('hero.note')}</p>
        </div>
        <HeroIllustration className={classes.illustration} />
      </Container>
    </div>
  );
}

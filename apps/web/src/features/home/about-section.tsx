import { FREE_TRIAL_DAYS } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { CertificateIcon, CodeIcon } from '../../shared/ui/icons';
import classes from './about-section.module.css';
import { courseDirections, courseFormats } from './course-catalogue';
import landing from './landing.module.css';
import { UsersIcon } from './landing-icons';
import { LandingSection } from './landing-section';

const highlights = [
  { key: 'mentors', icon: UsersIcon },
  { key: 'practice', icon: CodeIcon },
  { key: 'certificates', icon: CertificateIcon },
] as const;

const admissionSteps = ['apply', 'exam', 'learn', 'certificate'] as const;

/** The academy in numbers that follow from what it offers, never invented ones. */
const facts = [
  { key: 'directions', value: courseDirections.length },
  { key: 'formats', value: courseFormats.length },
  { key: 'trial', value: FREE_TRIAL_DAYS },
  { key: 'steps', value: admissionSteps.length },
] as const;

export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection
      id="about"
      eyebrow={t('about.eyebrow')}
      title={t('about.title')}
      lead={t('about.lead')}
    >
      <ul className={classes.facts}>
        {facts.map(({ key, value }) => (
          <li key={key} className={classes.fact}>
            <span className={classes.factValue}>{value}</span>{' '}
            <span className={classes.factLabel}>{t(`about.facts.${key}`)}</span>
          </li>
        ))}
      </ul>

      <ul className={landing.grid}>
        {highlights.map(({ key, icon: Icon }) => (
          <li key={key} className={landing.card}>
            <span className={landing.iconTile}>
              <Icon size={24} />
            </span>
            <h3 className={landing.cardTitle}>{t(`about.highlights.${key}.title`)}</h3>
            <p className={landing.cardText}>{t(`about.highlights.${key}.text`)}</p>
          </li>
        ))}
      </ul>

      <div className={classes.journey}>
        <h3 className={classes.journeyTitle}>{t('about.journey.title')}</h3>
        <ol className={classes.steps}>
          {admissionSteps.map((step, index) => (
            <li key={step} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <p className={classes.stepTitle}>{t(`about.journey.${step}.title`)}</p>
                <p className={landing.cardText}>{t(`about.journey.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}

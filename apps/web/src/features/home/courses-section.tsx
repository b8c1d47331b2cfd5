import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../shared/ui/icons';
import { courseDirections, courseFormats } from './course-catalogue';
import classes from './courses-section.module.css';
import landing from './landing.module.css';
import { BuildingIcon, MonitorIcon } from './landing-icons';
import { LandingSection } from './landing-section';

const formatIcons = { online: MonitorIcon, offline: BuildingIcon } as const;

function DirectionCards() {
  const { t } = useTranslation('home');
  return (
    <ul className={classes.directions}>
      {courseDirections.map(({ key, icon: Icon }) => (
        <li key={key} className={`${landing.card} ${classes.direction}`}>
          <span className={landing.iconTile}>
            <Icon size={24} />
          </span>
          <h3 className={landing.cardTitle}>{t(`courses.directions.${key}.title`)}</h3>
          <p className={landing.cardText}>{t(`courses.directions.${key}.text`)}</p>
          <ul className={classes.topics} aria-label={t('courses.skillsLabel')}>
            {t(`courses.directions.${key}.skills`, { returnObjects: true }).map((skill) => (
              <li key={skill} className={classes.topic}>
                {skill}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function CourseFormats() {
  const { t } = useTranslation('home');
  return (
    <div className={classes.formats}>
      <div className={classes.formatsIntro}>
        <h3 className={classes.formatsTitle}>{t('courses.formats.title')}</h3>
        <p className={landing.cardText}>{t('courses.formats.lead')}</p>
      </div>
      <ul className={classes.formatList}>
        {courseFormats.map((format) => {
          const Icon = formatIcons[format];
          return (
            <li key={format} className={`${landing.card} ${classes.format}`}>
              <div className={classes.formatHeader}>
                <span className={landing.iconTile}>
                  <Icon size={24} />
                </span>
                <h4 className={landing.cardTitle}>{t(`courses.formats.${format}.title`)}</h4>
              </div>
              <p className={landing.cardText}>{t(`courses.formats.${format}.text`)}</p>
              <ul className={landing.checkList}>
                {t(`courses.formats.${format}.points`, { returnObjects: true }).map((point) => (
                  <li key={point}>
                    <CheckIcon size={18} />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The five directions and the two ways to study them. */
export function CoursesSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection
      id="courses"
      tone="tinted"
      eyebrow={t('courses.eyebrow')}
      title={t('courses.title')}
      lead={t('courses.lead')}
    >
      <DirectionCards />
      <CourseFormats />
    </LandingSection>
  );
}

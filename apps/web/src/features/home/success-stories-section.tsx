import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';
import classes from './success-stories-section.module.css';

/** "Anna Grigoryan" → "AG": the avatar of a story, drawn without a photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Graduates' stories: who they were, what they studied, where they work now. */
export function SuccessStoriesSection() {
  const { t } = useTranslation('home');
  const stories = t('stories.items', { returnObjects: true });
  return (
    <LandingSection
      id="stories"
      eyebrow={t('stories.eyebrow')}
      title={t('stories.title')}
      lead={t('stories.lead')}
    >
      <ul className={classes.stories}>
        {stories.map((story) => (
          <li key={story.name}>
            <figure className={classes.story}>
              <blockquote className={classes.quote}>
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className={classes.author}>
                <span className={classes.avatar} aria-hidden="true">
                  {initials(story.name)}
                </span>
                <span className={classes.person}>
                  <span className={classes.name}>{story.name}</span>
                  <span className={classes.role}>{story.role}</span>
                  <span className={classes.course}>{story.course}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

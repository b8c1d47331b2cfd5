import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The first focusable element: lets keyboard users jump past the header to `#main`. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href="#main" className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';
import { ArrowLeftIcon } from './learning-icons';

interface Crumb {
  label: string;
  to: string;
}

/**
 * The way back up from a screen, one link a level. On a phone only the way one step back
 * shows, as one finger-sized link with an arrow.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('student');
  return (
    <nav aria-label={t('states.breadcrumb')}>
      <ol className={classes.crumbs}>
        {items.map((item, index) => (
          <li key={item.to} data-back={index === items.length - 1 || undefined}>
            <Link to={item.to} className={classes.link}>
              <ArrowLeftIcon size={18} className={classes.backArrow} />
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';

interface Crumb {
  label: string;
  to: string;
}

/**
 * Where a screen sits: links up the way back, then the place itself as plain text (the
 * current page, or the group it belongs to).
 */
export function Breadcrumbs({ items, current }: { items: Crumb[]; current?: string }) {
  const { t } = useTranslation('student');
  return (
    <nav aria-label={t('states.breadcrumb')}>
      <ol className={classes.crumbs}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={classes.link}>
              {item.label}
            </Link>
          </li>
        ))}
        {current ? (
          <li>
            <span className={classes.current}>{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

import { paths } from '@academy/contracts';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webConfig } from '../../shared/config';
import { Logo } from '../../shared/ui/logo';
import { WrappingText } from '../../shared/ui/wrapping-text';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.columns}>
        <div className={classes.brand}>
          <Logo to={paths.home} />
          <p className={classes.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-legal" className={classes.column}>
          <h2 id="footer-legal" className={classes.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={classes.links}>
            <li>
              <Link to={paths.terms} className={classes.link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={classes.link}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={classes.column}>
          <h2 className={classes.heading}>{t('footer.support')}</h2>
          <p className={classes.text}>{t('footer.supportHours')}</p>
          <a href={`mailto:${webConfig.supportEmail}`} className={classes.link}>
            <WrappingText text={webConfig.supportEmail} email={webConfig.supportEmail} />
          </a>
        </div>
      </Container>
      <Container size="lg">
        <p className={classes.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}

import { paths } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../shared/lib/use-hydrated';
import {
  peekSessionNotice,
  subscribeSessionNotice,
  takeSessionNotice,
} from '../../shared/session/session-notice';
import classes from './session-notice.module.css';

/**
 * Why the user is on this page when the client ended their session (session-notice.ts): the
 * session ended (with the way to log in), or the account is blocked (with the way to the
 * academy's contacts, on this page). Shown once: the notice is taken as it is shown,
 * so a reload or the next visit no longer has it. Only after hydration, since a prerendered
 * page cannot know it.
 */
export function SessionNoticeBanner() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [notice, setNotice] = useState(peekSessionNotice);
  useEffect(() => {
    takeSessionNotice();
    // A session that ends while this page is open (e.g. a certificate's verification page).
    return subscribeSessionNotice(() => {
      const next = takeSessionNotice();
      if (next) setNotice(next);
    });
  }, []);
  if (!hydrated || notice === null) return null;
  return (
    <div className={classes.wrap}>
      <div className={classes.notice} data-tone={notice} role="status">
        {notice === 'blocked' ? (
          <>
            <span>{t('err_user_blacklisted', { ns: 'errors' })}</span>
            <Link to={{ pathname: paths.home, hash: 'contact' }} className={classes.link}>
              {t('sessionNotice.contacts')}
            </Link>
          </>
        ) : (
          <>
            <span>{t('sessionNotice.ended')}</span>
            <Link to={paths.auth.login} className={classes.link}>
              {t('sessionNotice.login')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

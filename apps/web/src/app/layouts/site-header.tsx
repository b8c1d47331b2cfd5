import { paths } from '@academy/contracts';
import { Button, Container } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { landingSections } from '../../features/home/landing-sections';
import { hasSession, sessionRole } from '../../shared/api/tokens';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { homeOf } from '../guards/session-guards';
import classes from './site-header.module.css';

interface SiteHeaderProps {
  /** The landing header: section links plus Log in and Apply. Other public screens keep it short. */
  withSections?: boolean;
}

/**
 * Links to the landing page's sections. Their labels live in the `home` bundle, which the
 * legal pages do not preload: the links appear once it has arrived rather than suspending
 * the whole header.
 */
function SectionLinks({ onFollow, className }: { onFollow: () => void; className?: string }) {
  const { t } = useTranslation('common');
  const { t: tHome, ready } = useTranslation('home', { useSuspense: false });
  if (!ready) return null;
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className={classes.sectionList}>
        {landingSections.map((section) => (
          <li key={section}>
            <Link
              to={{ pathname: paths.home, hash: section }}
              className={classes.link}
              onClick={onFollow}
            >
              {tHome(`sectionNav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuIcon({ opened }: { opened: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      {opened ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function SiteHeader({ withSections = false }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const [menuOpened, setMenuOpened] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  const [menuLocation, setMenuLocation] = useState(locationKey);

  // Any navigation (a section link, the logo, Back) closes the menu.
  if (menuLocation !== locationKey) {
    setMenuLocation(locationKey);
    setMenuOpened(false);
  }

  // Escape closes the open menu and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpened(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpened]);

  const closeMenu = () => setMenuOpened(false);

  // A logged-in user reading a legal page is offered the way back to their own area instead.
  const home = hasSession() ? homeOf(sessionRole()) : null;
  const actions = home ? (
    <Button component={Link} to={home} onClick={closeMenu}>
      {home === paths.admin.root ? t('nav.backToStaffArea') : t('nav.backToDashboard')}
    </Button>
  ) : (
    <>
      <Button component={Link} to={paths.auth.login} variant="subtle" onClick={closeMenu}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to={paths.registration.root} onClick={closeMenu}>
        {t('nav.apply')}
      </Button>
    </>
  );

  return (
    <header className={classes.header} data-sections={withSections}>
      <Container size="lg" className={classes.bar}>
        <Logo to={paths.home} />
        {withSections ? <SectionLinks onFollow={closeMenu} className={classes.wideNav} /> : null}
        {/*
         * The switcher after the actions: its place is then measured from the bar's end, and
         * it stays put when a language's longer "Log in" and "Apply" change their width.
         */}
        <div className={classes.tools}>
          <div className={classes.wideActions}>{actions}</div>
          <LanguageSwitcher />
          <button
            ref={toggleRef}
            type="button"
            className={classes.menuToggle}
            onClick={() => setMenuOpened((opened) => !opened)}
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpened}
            aria-controls={menuId}
          >
            <MenuIcon opened={menuOpened} />
          </button>
        </div>
      </Container>
      <div id={menuId} className={classes.panel} hidden={!menuOpened}>
        <Container size="lg" className={classes.panelContent}>
          {withSections ? <SectionLinks onFollow={closeMenu} className={classes.panelNav} /> : null}
          <div className={classes.panelActions}>{actions}</div>
        </Container>
      </div>
    </header>
  );
}

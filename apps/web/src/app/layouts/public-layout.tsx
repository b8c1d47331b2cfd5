import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionNoticeBanner } from './session-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-shell.module.css';

/**
 * Following an in-page link (`/home#courses`, a legal page's contents, the skip link) moves
 * focus to where the page scrolls, so the next Tab continues from there and screen readers
 * announce it: a section's heading when the section is labelled by one, else the target.
 * The scrolling itself is the router's (ScrollRestoration), smooth unless reduced motion.
 */
function useFocusOnHashTarget() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (its key), a repeated link to the same section included
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const labelId = target.getAttribute('aria-labelledby');
    const heading = labelId ? document.getElementById(labelId) : null;
    const focusTarget = heading ?? target;
    if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
    focusTarget.focus({ preventScroll: true });
  }, [hash, key]);
}

/** The landing page and the legal pages: full header with section links, footer. */
export function PublicLayout() {
  useFocusOnHashTarget();
  return (
    <div className={classes.shell}>
      <SiteHeader withSections />
      <main id="main" tabIndex={-1} className={classes.main}>
        <SessionNoticeBanner />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

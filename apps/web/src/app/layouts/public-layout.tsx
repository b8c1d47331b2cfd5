import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-shell.module.css';

/** The landing page and the legal pages: full header with section links, footer. */
export function PublicLayout() {
  return (
    <div className={classes.shell}>
      <SiteHeader withSections />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
    </div>
  );
}

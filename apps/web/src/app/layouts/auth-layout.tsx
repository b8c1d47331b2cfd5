import '../../shared/ui/styles/mantine-forms.css';
import '../../shared/ui/toast/toasts-ready';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { QueryProvider } from '../providers/query-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-shell.module.css';

/** Login, password and verification screens: a short header and a centred card. */
export function AuthLayout() {
  return (
    <QueryProvider>
      <div className={classes.shell}>
        <SiteHeader />
        <Box component="main" id="main" tabIndex={-1} className={classes.centered}>
          <Box w="100%" maw={480}>
            <Outlet />
          </Box>
        </Box>
        <SiteFooter />
      </div>
    </QueryProvider>
  );
}

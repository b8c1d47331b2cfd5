import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { cssVariablesResolver, theme } from '../../shared/ui/theme';
import { ToastHost } from '../../shared/ui/toast/toast-host';
import type { AppQueryClient } from '../query-client';
import { AppQueryClientContext } from './app-query-client-context';

interface AppProvidersProps {
  children: ReactNode;
  /** The one query client, the router's (see createAppRouter). */
  queryClient: AppQueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
}

/** What every screen relies on: theme, translations, the error toasts, the query client. */
export function AppProviders({ children, queryClient, mantineEnv = 'default' }: AppProvidersProps) {
  return (
    <AppQueryClientContext value={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          env={mantineEnv}
        >
          {children}
          <ToastHost />
        </MantineProvider>
      </I18nextProvider>
    </AppQueryClientContext>
  );
}

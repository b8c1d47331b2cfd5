import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { cssVariablesResolver, themeInLanguage } from '../../shared/ui/theme';
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
        <ThemeProvider mantineEnv={mantineEnv}>
          {children}
          <ToastHost />
        </ThemeProvider>
      </I18nextProvider>
    </AppQueryClientContext>
  );
}

/** Mantine with the theme in the interface language (shared/ui/theme.ts, `themeInLanguage`). */
function ThemeProvider({
  children,
  mantineEnv,
}: {
  children: ReactNode;
  mantineEnv: 'default' | 'test';
}) {
  // Never suspends the whole app: until the texts are there, the label is the English one.
  const { t } = useTranslation('common', { useSuspense: false });
  const closeDialog = t('closeDialog', { defaultValue: 'Close the dialog' });
  const theme = useMemo(() => themeInLanguage(closeDialog), [closeDialog]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={mantineEnv}
    >
      {children}
    </MantineProvider>
  );
}

import './shared/ui/styles/mantine-public.css';
import './shared/ui/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { createAppRouter } from './app/router';
import { startI18n } from './shared/i18n/start-i18n';

/*
 * The interface texts load first, with the routes of the page the app opens on, so every
 * screen (the error pages included) renders translated. No top-level await: it would switch off the bundler's chunk merging.
 */
async function start(container: HTMLElement): Promise<void> {
  const [, { router, queryClient }] = await Promise.all([startI18n(), createAppRouter()]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);

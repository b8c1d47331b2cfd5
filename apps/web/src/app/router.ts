import { paths } from '@academy/contracts';
import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../shared/api/client-config';
import { i18n } from '../shared/i18n/i18n';
import { showErrorToast } from '../shared/ui/toast/error-toast';
import { routes } from './routes';

/** The app's router, wired to the HTTP client for toasts and the end-of-session exit. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  configureApiClient({
    notify: showErrorToast,
    navigateToRoot: () => void router.navigate(paths.root, { replace: true }),
    translateError: (key, english) => i18n.t(key, { ns: 'errors', defaultValue: english }),
  });
  return router;
}

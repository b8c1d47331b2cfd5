import '../shared/ui/styles/mantine-forms.css';
import '../shared/ui/toast/toasts-ready';
import { VerificationPage } from '../features/certificates/verification-screen';
import { QueryProvider } from './providers/query-provider';

/*
 * The public verification page (/verify/{code}) in the public layout. The layout calls no
 * API (the landing page must not load the query library), so this one screen brings its own
 * query provider; its loader's prefetching comes in the same chunk.
 */

export { prefetchVerification } from '../features/certificates/verification-screen';

export function VerificationScreen() {
  return (
    <QueryProvider>
      <VerificationPage />
    </QueryProvider>
  );
}

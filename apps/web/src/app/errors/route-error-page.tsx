import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CodeLoadError } from '../lazy-route';
import { BareShell } from './bare-shell';
import { CodeLoadFailedContent, UnexpectedErrorContent } from './error-content';
import { NotFoundContent } from './not-found-page';

const HTTP_NOT_FOUND = 404;

function useReportedError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    // The page tells the user; the console keeps the detail for whoever investigates.
    console.error(error);
  }, [error]);
  return error;
}

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === HTTP_NOT_FOUND;
}

/** What an error page says: not found, code that could not load, or anything else. */
function ErrorContent({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundContent />;
  if (error instanceof CodeLoadError) return <CodeLoadFailedContent />;
  return <UnexpectedErrorContent />;
}

/** Each route's error boundary: shown inside the parent layout, so the header stays. */
export function RouteErrorPage() {
  return <ErrorContent error={useReportedError()} />;
}

/** The router's root boundary: no layout is assumed to work, so it brings its own frame. */
export function RootErrorPage() {
  return (
    <BareShell>
      <ErrorContent error={useReportedError()} />
    </BareShell>
  );
}

/** The page for any path no route matches. */
export function NotFoundPage() {
  return (
    <BareShell>
      <NotFoundContent />
    </BareShell>
  );
}

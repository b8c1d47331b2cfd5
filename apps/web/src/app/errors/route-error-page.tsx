import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BareShell } from './bare-shell';
import { UnexpectedErrorContent } from './error-content';
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

/** Each route's error boundary: shown inside the parent layout, so the header stays. */
export function RouteErrorPage() {
  const error = useReportedError();
  return isNotFound(error) ? <NotFoundContent /> : <UnexpectedErrorContent />;
}

/** The router's root boundary: no layout is assumed to work, so it brings its own frame. */
export function RootErrorPage() {
  const error = useReportedError();
  return (
    <BareShell>{isNotFound(error) ? <NotFoundContent /> : <UnexpectedErrorContent />}</BareShell>
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

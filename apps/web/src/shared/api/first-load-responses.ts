/*
 * Answers the page asked for before the app's code ran (apps/web/README.md, "First load"):
 * the small script inline in index.html (scripts/first-load-boot.js) reads the session's
 * access token and, for the page being opened, starts its API reads at once, beside the
 * download of the app's code rather than after it. They wait here, by path and query, each
 * with the bearer it was sent with; the HTTP client takes one instead of sending the same
 * request again. They serve the first page only: once its route has loaded, the rest are
 * dropped, so a later visit to the same address always asks anew.
 */

/** One request the first-load script started. */
export interface FirstLoadRequest {
  /** The access token it carried. */
  bearer: string;
  response: Promise<Response>;
}

/** What the first-load script started, and for which page. */
export interface FirstLoad {
  /** The page's path, as the script matched it. */
  path: string;
  /** The reads, by path and query. */
  requests: Map<string, FirstLoadRequest>;
}

declare global {
  interface Window {
    /** Set by the first-load script. */
    academyFirstLoad?: FirstLoad;
  }
}

/**
 * The answer to a GET of `url` that the first-load script started with `bearer`, taken (no
 * one gets it twice), or null: none was started, another token was used meanwhile (a
 * refresh), or the request did not reach the server (the caller sends it again itself).
 */
export function takeFirstLoadResponse(
  url: string,
  bearer: string | null,
): Promise<Response | null> | null {
  const started = window.academyFirstLoad?.requests;
  if (!started || started.size === 0) return null;
  const { pathname, search } = new URL(url, window.location.origin);
  const key = `${pathname}${search}`;
  const request = started.get(key);
  if (!request) return null;
  started.delete(key);
  if (request.bearer !== bearer) return null;
  return request.response.catch(() => null);
}

/**
 * The first page has loaded: what it did not take is dropped. When the page is still the one
 * the script started for (no guard sent the user elsewhere), reads it did not make are named
 * in a console warning: the first-load table (app/first-load) lists one its loaders no longer
 * make, and every visit sends it for nothing.
 */
export function endFirstLoad(): void {
  const firstLoad = window.academyFirstLoad;
  if (!firstLoad) return;
  const unused = [...firstLoad.requests.keys()];
  if (unused.length > 0 && firstLoad.path === window.location.pathname) {
    console.warn(
      `First load: reads started for this page and not made by it: ${unused.join(', ')}`,
    );
  }
  firstLoad.requests.clear();
}

/*
 * What the certificate screens' queries share, as the learning screens do (web README, "The
 * learning screens"): each screen draws its own failure with what can be done about it, so
 * its call does not toast the same text as well, and a failure the route loader met is shown
 * as it is rather than asked again the moment the screen mounts ("Try again" asks again).
 */

/** Options of the HTTP client for a call whose failure its screen shows. */
export const shownByScreen = { toast: false } as const;

/** Options of a screen's query. */
export const screenQuery = { retryOnMount: false } as const;

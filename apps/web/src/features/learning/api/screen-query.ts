/*
 * What the learning screens' queries share. A screen draws its own failure (the catalogue
 * text with what the student can do: try again, go back, choose a plan), so these calls do
 * not toast as well: the same text twice would be noise (web README, "The HTTP client").
 */

/** Options of the HTTP client for a call whose failure its screen shows. */
export const shownByScreen = { toast: false } as const;

/**
 * Options of a screen's query. A failure the route loader met is shown as it is rather than
 * asked again the moment the screen mounts; "Try again" asks again.
 */
export const screenQuery = { retryOnMount: false } as const;

/** See prerendered-pages.mjs. */
export const prerenderedPages: Record<string, string[]>;

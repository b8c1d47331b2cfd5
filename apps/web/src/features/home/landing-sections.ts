/**
 * The landing page's sections, in page order. Each id is the section's anchor on /home
 * (`/home#courses`) and its label key under `sectionNav` in the `home` bundle; the site
 * header builds its section links from this list.
 */
export const landingSections = ['about', 'courses', 'stories', 'pricing', 'contact'] as const;

export type LandingSection = (typeof landingSections)[number];

/** The id of a section's heading: the section is labelled by it, and it receives focus. */
export const sectionHeadingId = (section: string) => `${section}-title`;

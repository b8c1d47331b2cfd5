import { backEnd } from './back-end.js';
import type { SeedDirection } from './content-types.js';
import { devOps } from './devops.js';
import { frontEnd } from './front-end.js';
import { qualityAssurance } from './quality-assurance.js';
import { softwareEngineering } from './software-engineering.js';

/** The five landing directions, in landing-page order. */
export const demoDirections: readonly SeedDirection[] = [
  frontEnd,
  backEnd,
  softwareEngineering,
  devOps,
  qualityAssurance,
];

export type * from './content-types.js';
export { seedAnswerType, seedImageRef, seedProjectQuestion } from './content-types.js';
export { countryList } from './countries.js';

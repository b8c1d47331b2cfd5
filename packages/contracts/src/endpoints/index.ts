import type { EndpointDefinition } from '../endpoint.js';
import * as auth from './auth.js';
import * as registration from './registration.js';
import * as students from './students.js';
import * as system from './system.js';

/**
 * Every endpoint of the API, by name. Adding one: declare it in the file of its area here,
 * then register it in one API module and call it from one web API file (ARCHITECTURE.md).
 */
export const endpoints = {
  ...system,
  ...auth,
  ...registration,
  ...students,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;

/** All endpoints, for whatever walks them (route registration checks, docs, tests). */
export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpoints);

import {
  ACCESS_TOKEN_KEY,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '@academy/contracts';
import { apiRequestPath } from '../../shared/api/api-url';
import { type FirstLoadRoute, firstLoadRoutes } from './first-load-routes';

/*
 * The first-load table as the page's inline script reads it (scripts/first-load-boot.js),
 * made at build time by scripts/first-load.mjs: plain data, the API addresses written as the
 * HTTP client writes them, each route parameter a `{name}` for the script to fill in.
 */

export interface FirstLoadTable {
  /** Where the session's access token and the chosen language are kept. */
  accessTokenKey: string;
  languageKey: string;
  languages: readonly string[];
  defaultLanguage: string;
  routes: {
    path: string;
    /** API paths, `{name}` for the route's `:name`. */
    reads: string[];
    /** Translation bundles, `common` included. */
    namespaces: string[];
    /** Source modules; the build step turns them into files. */
    modules: string[];
  }[];
}

/** A route parameter in an address, as `endpointPath` writes `{name}`. */
const encodedPlaceholder = /%7B(\w+)%7D/g;

function readPath({ endpoint, params, query }: FirstLoadRoute['reads'][number]): string {
  const placeholders = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, `{${value.replace(/^:/, '')}}`]),
  );
  return apiRequestPath(endpoint, placeholders, query).replace(encodedPlaceholder, '{$1}');
}

export function firstLoadTable(routes: FirstLoadRoute[] = firstLoadRoutes): FirstLoadTable {
  return {
    accessTokenKey: ACCESS_TOKEN_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    languages: SUPPORTED_LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    routes: routes.map((route) => ({
      path: route.path,
      reads: route.reads.map(readPath),
      namespaces: ['common', ...route.namespaces],
      modules: route.modules,
    })),
  };
}

import { API_BASE_PATH } from './constants.js';
import { endpointPath } from './endpoint.js';
import { type EndpointName, endpoints } from './endpoints/index.js';
import { getPublicFile } from './endpoints/system.js';

/*
 * Apart from the web app's `paths` on purpose: importing a route path must not pull every
 * endpoint's schemas into a page's bundle. Nor does `filePublicUrl`: `apiPaths` is built
 * only where it is used (marked pure).
 */

/**
 * API paths, below the versioned base path, by endpoint name: derived from the
 * endpoint objects, which are the one place they are written.
 */
export const apiPaths = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(endpoints).map(([name, endpoint]) => [name, endpoint.path]),
) as { readonly [K in EndpointName]: (typeof endpoints)[K]['path'] };

/** The public address of a stored file (images, badges): {host}/v1/files/{fileId}/public. */
export function filePublicUrl(fileId: string, host = ''): string {
  // The endpoint from its area's file: a page showing an image must not load every area's
  // schemas (the sign-up's phone metadata among them) through the `endpoints` object.
  return `${host}${API_BASE_PATH}${endpointPath(getPublicFile, { fileId })}`;
}

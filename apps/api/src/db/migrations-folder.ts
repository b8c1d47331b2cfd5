import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The drizzle-kit output folder (apps/api/drizzle). Found by walking up from this module, so
 * it resolves the same from the TypeScript sources (apps/api/src/db) and from the bundle
 * (apps/api/dist), whatever the working directory.
 */
export function migrationsFolder(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) {
      cached = candidate;
      return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error('Database migrations not found: no drizzle/meta/_journal.json above the API');
    }
    dir = parent;
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * No import cycle in the API, type-only imports included (ARCHITECTURE.md, "Boundaries kept
 * by tools"). Biome's noImportCycles leaves type imports out; madge follows them too, so a
 * module that imports another's types while that one imports its functions is refused here.
 */

interface MadgeResult {
  circular(): string[][];
}
type Madge = (path: string, config: Record<string, unknown>) => Promise<MadgeResult>;

// madge ships no type declarations: its one function, typed as used here.
const madge = createRequire(import.meta.url)('madge') as Madge;

const sourceDir = fileURLToPath(new URL('.', import.meta.url));
const tsConfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

async function cyclesIn(dir: string): Promise<string[][]> {
  const graph = await madge(dir, {
    fileExtensions: ['ts'],
    tsConfig,
    detectiveOptions: { ts: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe('import cycles', () => {
  it('finds none in apps/api/src', { timeout: 180_000 }, async () => {
    expect(await cyclesIn(sourceDir)).toEqual([]);
  });

  it('finds one that only type imports close', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
    try {
      await writeFile(
        join(dir, 'scope.ts'),
        "import type { Repository } from './repository.js';\nexport type Scope = { repository: Repository };\n",
      );
      await writeFile(
        join(dir, 'repository.ts'),
        "import type { Scope } from './scope.js';\nexport type Repository = { scope: Scope };\n",
      );
      expect(await cyclesIn(dir)).toEqual([['repository.ts', 'scope.ts']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

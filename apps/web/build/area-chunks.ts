import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { prerenderedPages } from '../scripts/prerendered-pages.mjs';

/*
 * Per-area bundles (apps/web/README.md, "Area bundles"), in two passes of `vite build`. The
 * first (`--mode chunk-plan`, into dist-plan/) is the bundler's own split, one chunk per set
 * of lazy modules sharing code; `recordChunkPlan` writes down each of its chunks' modules and
 * static and dynamic imports. The second names each module's chunk after who loads its
 * first-pass chunk (`areaChunkName`, a `codeSplitting.groups` name), so whole first-pass
 * chunks are merged, never split: the sets are the bundler's, after tree-shaking, where a
 * walk of the module graph would follow every re-export of a package's index.
 *
 * Merged are only the chunks a signed-in area's frame (its route table, layout and, for
 * students, the dashboard) loads: what both frames load into `signed-in`, what one loads into
 * `student-area` or `staff-area`, and what the student's frame shares with the prerendered
 * public pages into one chunk per set of those pages (`shared-…`), so each public page still
 * loads only modules it loaded before. A screen's own code, and what the public pages load
 * later, split as before.
 */

interface PlanChunk {
  isEntry: boolean;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/** The first pass's chunks, written to `planFile`. */
export function recordChunkPlan(planFile: string): Plugin {
  return {
    name: 'academy:record-chunk-plan',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, PlanChunk> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks[output.fileName] = {
            isEntry: output.isEntry,
            modules: output.moduleIds,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
          };
        }
        mkdirSync(dirname(planFile), { recursive: true });
        writeFileSync(planFile, JSON.stringify(chunks));
      },
    },
  };
}

interface Root {
  name: string;
  kind: 'public' | 'frame' | 'screen';
  areas: Set<'student' | 'staff'>;
}

/**
 * The second pass's chunk name of each module (`webRoot` ends with a slash), from the first
 * pass's chunks, read when the bundler first asks (a dev server never does).
 */
export function areaChunkName(webRoot: string, planFile: string) {
  let nameOf: ((id: string) => string | null) | null = null;
  return (id: string) => {
    nameOf ??= readPlan(webRoot, planFile);
    return nameOf(id);
  };
}

function readPlan(webRoot: string, planFile: string) {
  if (!existsSync(planFile)) {
    throw new Error(`area chunks: ${planFile} is missing (vite build --mode chunk-plan first)`);
  }
  const chunks = JSON.parse(readFileSync(planFile, 'utf8')) as Record<string, PlanChunk>;
  const fileOf = new Map<string, string>();
  for (const [file, chunk] of Object.entries(chunks))
    for (const id of chunk.modules) fileOf.set(id, file);
  // The entry and what it imports statically: loaded by every page, and it imports every
  // route table lazily, so no walk goes through it.
  const entry = new Set<string>();
  const entryStack = Object.keys(chunks).filter((file) => chunks[file]?.isEntry);
  while (entryStack.length > 0) {
    const file = entryStack.pop() as string;
    if (entry.has(file)) continue;
    entry.add(file);
    entryStack.push(...(chunks[file]?.imports ?? []));
  }
  const staticFiles = (files: string[]) => {
    const seen = new Set<string>(entry);
    const stack = [...files];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(chunks[file]?.imports ?? []));
    }
    for (const file of entry) seen.delete(file);
    return seen;
  };
  const fileOfKey = (key: string) => {
    const file = fileOf.get(join(webRoot, key));
    if (!file) throw new Error(`area chunks: ${key} is in no chunk`);
    return file;
  };
  const byFile = new Map<string, Root[]>();
  const add = (root: Root, files: Set<string>) => {
    for (const file of files) byFile.set(file, [...(byFile.get(file) ?? []), root]);
  };
  for (const [path, keys] of Object.entries(prerenderedPages)) {
    const name = path.slice(1).replaceAll('/', '-');
    add({ name, kind: 'public', areas: new Set() }, staticFiles(keys.map(fileOfKey)));
  }
  const frames = [
    { area: 'student' as const, key: 'src/app/private-routes.tsx' },
    { area: 'staff' as const, key: 'src/app/staff-routes.tsx' },
  ];
  // What the public pages can load later (sign-up's next steps, a mailed link's page): the
  // chunks the entry loads lazily, and theirs in turn, the signed-in areas' tables aside.
  const frameFiles = new Set(frames.map((frame) => fileOfKey(frame.key)));
  const publicLazy = new Set<string>();
  {
    const stack = [...entry].flatMap((file) => chunks[file]?.dynamicImports ?? []);
    while (stack.length > 0) {
      const lazy = stack.pop() as string;
      if (frameFiles.has(lazy)) continue;
      for (const file of staticFiles([lazy])) {
        if (publicLazy.has(file)) continue;
        publicLazy.add(file);
        stack.push(...(chunks[file]?.dynamicImports ?? []));
      }
    }
  }
  const screenArea = new Map<string, Set<'student' | 'staff'>>();
  for (const frame of frames) {
    const frameFiles = staticFiles([fileOfKey(frame.key)]);
    add({ name: `${frame.area}-area`, kind: 'frame', areas: new Set([frame.area]) }, frameFiles);
    // The screens the frame loads lazily, and theirs in turn.
    const stack = [...frameFiles];
    const seen = new Set(stack);
    while (stack.length > 0) {
      const file = stack.pop() as string;
      for (const lazy of chunks[file]?.dynamicImports ?? []) {
        screenArea.set(lazy, new Set([...(screenArea.get(lazy) ?? []), frame.area]));
        for (const next of staticFiles([lazy]))
          if (!seen.has(next)) {
            seen.add(next);
            stack.push(next);
          }
      }
    }
  }
  for (const [file, areas] of screenArea) {
    const name = file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    add({ name, kind: 'screen', areas }, staticFiles([file]));
  }

  const nameOfFile = (file: string): string | null => {
    const roots = byFile.get(file) ?? [];
    const publicPages = roots.filter((root) => root.kind === 'public').map((root) => root.name);
    const frameRoots = roots.filter((root) => root.kind === 'frame');
    const screens = roots.filter((root) => root.kind === 'screen');
    const signedIn = frameRoots.length > 0 || screens.length > 0;
    if (!signedIn) return null; // the public pages' own code, and lazy code: as before
    const studentFrame = frameRoots.some((root) => root.areas.has('student'));
    if (publicPages.length > 0) {
      // Only what the student's frame loads (the dashboard's budget); the rest as before.
      return studentFrame ? `shared-${publicPages.sort().join('+')}` : null;
    }
    if (publicLazy.has(file)) return null;
    if (frameRoots.length === 2) return 'signed-in';
    const only = (area: 'student' | 'staff') =>
      roots.every((root) => root.areas.size === 1 && root.areas.has(area));
    const staffOnly = roots.some((root) => root.areas.size === 1 && root.areas.has('staff'));
    if (studentFrame) return staffOnly ? 'signed-in' : 'student-area';
    if (frameRoots.length === 1) return only('staff') ? 'staff-area' : null;
    return null; // a screen's own code: as before
  };
  return (id: string): string | null => {
    const file = fileOf.get(id);
    return file ? nameOfFile(file) : null;
  };
}

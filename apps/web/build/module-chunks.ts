import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/module-chunks.json` beside Vite's manifest: which output file holds each
 * source module, and each file's static imports and stylesheets. The build steps that name
 * a page's files in its HTML (scripts/prerender.mjs, scripts/first-load.mjs) read it. Vite's
 * manifest names a chunk by its source module only when that module is the chunk's facade,
 * which a route table merged with what it imports (apps/web/README.md, "Area bundles") is
 * not. A module copied into several chunks names each of them.
 */
export function moduleChunks(): Plugin {
  let root = '';
  return {
    name: 'academy:module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own CSS handling, which removes the chunks that held styles only: their
    // files are never written, so nothing may name them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const modules: Record<string, string[]> = {};
        const files: Record<string, { imports: string[]; css: string[]; isEntry: boolean }> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          files[output.fileName] = {
            imports: output.imports.filter((file) => bundle[file] !== undefined),
            css: [...(output.viteMetadata?.importedCss ?? [])],
            isEntry: output.isEntry,
          };
          for (const id of output.moduleIds) {
            if (id.startsWith('\0') || id.includes('node_modules')) continue;
            const key = relative(root, id.split('?')[0] ?? id);
            modules[key] = [...(modules[key] ?? []), output.fileName];
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: '.vite/module-chunks.json',
          source: JSON.stringify({ modules, files }),
        });
      },
    },
  };
}

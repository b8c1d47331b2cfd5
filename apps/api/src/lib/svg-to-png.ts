import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/*
 * SVG drawn into PNG with resvg (its WebAssembly build: no native binary, no install
 * script), for pictures the server makes from vector drawings: the demo directions'
 * illustrations. Stored files are never served as SVG (ARCHITECTURE.md, "Uploads and private
 * files"), so a drawing is stored as the picture it draws. The renderer is loaded on the
 * first call only: a server that seeds nothing never loads it.
 */

type Resvg = typeof import('@resvg/resvg-wasm');

let loading: Promise<Resvg> | null = null;

function renderer(): Promise<Resvg> {
  loading ??= (async () => {
    const resvg = await import('@resvg/resvg-wasm');
    const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
    await resvg.initWasm(await readFile(wasm)).catch((error: unknown) => {
      // The package keeps its WebAssembly once per process: a second copy of this module
      // (the tests load modules afresh when one replaces a module) finds it ready.
      if (!(error instanceof Error && error.message.startsWith('Already initialized'))) throw error;
    });
    return resvg;
  })();
  return loading;
}

/** The PNG of `svg`, scaled to `width` pixels wide (its height in proportion). */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const { Resvg } = await renderer();
  const drawing = new Resvg(svg, { fitTo: { mode: 'width', value: width } });
  const rendered = drawing.render();
  try {
    return Buffer.from(rendered.asPng());
  } finally {
    rendered.free();
    drawing.free();
  }
}

import type { Root } from 'hast';
import { startTransition, useEffect, useRef, useState } from 'react';

/*
 * Markdown turned into its HTML tree off the page's thread, for a text that changes as it
 * is typed (the editor's preview). A text is sent once typing pauses (`SETTLE_MS`): drawing a
 * long preview lays out the whole of it, which must not happen between two keystrokes. One
 * text is parsed at a time: while the worker is busy, only the latest text waits. The tree is
 * handed over in a transition, so rendering it yields to the next keystroke. Where no worker
 * can run (tests in jsdom, a worker file that failed to load), the text is parsed on the page.
 */

/** How long typing must pause before the preview follows. */
export const SETTLE_MS = 300;

type Answer = { id: number; tree: Root } | { id: number; error: string };

async function parseHere(markdown: string): Promise<Root> {
  const { markdownToHast } = await import('./markdown-plugins');
  return markdownToHast(markdown);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** The HTML tree of `markdown`, following it as it changes; null until the first is ready. */
export function useMarkdownTree(markdown: string): Root | null {
  const [tree, setTree] = useState<Root | null>(null);
  const latest = useRef(markdown);
  const parser = useRef<{ send(markdown: string): void } | null>(null);

  useEffect(() => {
    let worker = startWorker();
    let busy = false;
    let waiting: string | null = null;
    let lastId = 0;
    let stopped = false;

    const show = (next: Root) => {
      if (!stopped) startTransition(() => setTree(next));
    };
    const finished = () => {
      busy = false;
      if (waiting !== null) {
        const next = waiting;
        waiting = null;
        send(next);
      }
    };
    const sendHere = (text: string) => {
      void parseHere(text)
        .then(show, () => {})
        .finally(finished);
    };
    function send(text: string) {
      if (busy) {
        waiting = text;
        return;
      }
      busy = true;
      lastId += 1;
      if (worker) worker.postMessage({ id: lastId, markdown: text });
      else sendHere(text);
    }

    if (worker) {
      worker.onmessage = (event: MessageEvent<Answer>) => {
        if ('tree' in event.data && event.data.id === lastId) show(event.data.tree);
        finished();
      };
      // The worker's file could not be loaded or run: parse here from now on.
      worker.onerror = (event) => {
        event.preventDefault();
        worker?.terminate();
        worker = null;
        busy = false;
        waiting = null;
        send(latest.current);
      };
    }
    parser.current = { send };
    send(latest.current);
    return () => {
      stopped = true;
      parser.current = null;
      worker?.terminate();
    };
  }, []);

  useEffect(() => {
    if (latest.current === markdown) return;
    latest.current = markdown;
    const settled = setTimeout(() => parser.current?.send(markdown), SETTLE_MS);
    return () => clearTimeout(settled);
  }, [markdown]);

  return tree;
}

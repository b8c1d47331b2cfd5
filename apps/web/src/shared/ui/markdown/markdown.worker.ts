import { markdownToHast } from './markdown-plugins';

/*
 * The editor preview's Markdown, parsed off the page's thread: a message `{ id, markdown }`
 * is answered `{ id, tree }` (the HTML tree, a plain object the page renders with the
 * students' renderer), or `{ id, error }`.
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; markdown: string }>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, markdown } = event.data;
  try {
    scope.postMessage({ id, tree: markdownToHast(markdown) });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};

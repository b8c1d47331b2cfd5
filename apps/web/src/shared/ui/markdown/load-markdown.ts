/**
 * The Markdown renderer with its code highlighter: a large file, loaded only when a lecture
 * is shown (its route's loader starts it beside the lecture's data, ARCHITECTURE.md "The web
 * app").
 */
export function loadMarkdownContent() {
  return import('./markdown-content');
}

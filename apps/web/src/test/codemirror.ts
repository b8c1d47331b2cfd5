import { screen, waitFor } from '@testing-library/react';
import { EditorView } from '@uiw/react-codemirror';
import { beforeAll } from 'vitest';

/*
 * CodeMirror in jsdom: jsdom lays nothing out, and its Range has no client rects, which
 * CodeMirror measures after every change. Zero-sized rects let it measure nothing, as a
 * hidden editor would.
 */
export function stubRangeLayout() {
  beforeAll(() => {
    const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
    Range.prototype.getClientRects ??= empty as unknown as () => DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  });
}

/** The labelled editor once CodeMirror has loaded (a text area until then), and its view. */
export async function loadedCodeEditor(name: string | RegExp) {
  const content = await waitFor(() => {
    const field = screen.getByRole('textbox', { name });
    if (!field.classList.contains('cm-content')) throw new Error('CodeMirror not loaded yet');
    return field;
  });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no EditorView on the editor');
  return { content, view };
}

/** Replaces the editor's whole text, as typing it would. */
export async function replaceCode(name: string | RegExp, code: string) {
  const { view } = await loadedCodeEditor(name);
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
}

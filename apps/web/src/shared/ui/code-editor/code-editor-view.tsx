import type { CodeLanguage } from '@academy/contracts';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import type { CodeEditorProps } from './code-editor';

/** The language's highlighting and completion (PostgreSQL's dialect: SQL runs in PGlite). */
function languageExtension(language: CodeLanguage): Extension {
  switch (language) {
    case 'javascript':
      return javascript();
    case 'typescript':
      return javascript({ typescript: true });
    case 'python':
      return python();
    case 'sql':
      return sql({ dialect: PostgreSQL });
  }
}

/**
 * CodeMirror 6 itself: loaded only by a page that shows code (see code-editor.tsx), so no
 * other page's first load carries it.
 */
export default function CodeEditorView({
  id,
  value,
  onChange,
  language,
  readOnly = false,
  minLines = 8,
  describedBy,
  labelledBy,
  invalid = false,
}: CodeEditorProps) {
  const extensions = useMemo(
    () => [
      languageExtension(language),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        ...(id ? { id } : {}),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'aria-multiline': 'true',
      }),
    ],
    [language, id, labelledBy, describedBy, invalid],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      editable={!readOnly}
      readOnly={readOnly}
      minHeight={`${minLines * 1.45}em`}
      basicSetup={{ foldGutter: false, highlightActiveLine: !readOnly }}
      data-language={language}
    />
  );
}

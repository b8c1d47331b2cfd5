import type { CodeLanguage } from '@academy/contracts';
import { Input, Textarea } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import classes from './code-editor.module.css';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  readOnly?: boolean;
  /** The editor's height before it grows with its text. */
  minLines?: number;
  id?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
}

const CodeEditorView = lazy(() => import('./code-editor-view'));

/**
 * A code editor with the language's highlighting (CodeMirror 6), labelled like any field.
 * Until its code has loaded, the same text in a plain text area, so nothing typed meanwhile
 * is lost and a slow network never hides the code. Tab indents inside the editor; Escape
 * then Tab leaves it (CodeMirror's rule, said in the field's description by the caller).
 */
export function CodeEditor({
  label,
  description,
  error,
  ...props
}: CodeEditorProps & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  error?: React.ReactNode;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const fieldProps = {
    ...props,
    labelledBy: label ? labelId : props.labelledBy,
    describedBy: describedBy ?? props.describedBy,
    invalid: Boolean(error) || props.invalid,
  };
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'span' }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <div className={classes.frame} data-invalid={fieldProps.invalid || undefined}>
        <Suspense fallback={<PlainCode {...fieldProps} />}>
          <CodeEditorView {...fieldProps} />
        </Suspense>
      </div>
    </Input.Wrapper>
  );
}

function PlainCode({
  value,
  onChange,
  readOnly,
  minLines = 8,
  labelledBy,
  describedBy,
}: CodeEditorProps) {
  return (
    <Textarea
      value={value}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      readOnly={readOnly}
      autosize
      minRows={minLines}
      spellCheck={false}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      classNames={{ input: classes.plain }}
      variant="unstyled"
    />
  );
}

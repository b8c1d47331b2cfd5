import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadedCodeEditor as loadedView, stubRangeLayout } from '../../../test/codemirror';
import { theme } from '../theme';
import { CodeEditor } from './code-editor';

const renderWithProviders = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

/** The editor's text: CodeMirror's content once loaded, the text area's value before. */
function textOf(field: HTMLElement): string {
  return field instanceof HTMLTextAreaElement ? field.value : (field.textContent ?? '');
}

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('const a = 1;\n');
  return (
    <CodeEditor
      label="Your code"
      description="Escape, then Tab, leaves the editor"
      error={value.length > 20 ? 'Too long' : undefined}
      language="typescript"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

stubRangeLayout();

describe('CodeEditor', () => {
  it('is labelled and described, and holds its text before and after CodeMirror loads', async () => {
    renderWithProviders(<Controlled onChange={() => undefined} />);
    const early = screen.getByRole('textbox', { name: 'Your code' });
    expect(textOf(early)).toBe('const a = 1;\n');
    const { content } = await loadedView('Your code');
    expect(content).toHaveAccessibleDescription('Escape, then Tab, leaves the editor');
    expect(content.textContent).toContain('const a = 1;');
    expect(content.closest('[data-language]')).toHaveAttribute('data-language', 'typescript');
  });

  it('reports each change and shows the error against the field', async () => {
    const onChange = vi.fn<(value: string) => void>();
    renderWithProviders(<Controlled onChange={onChange} />);
    const { content, view } = await loadedView('Your code');
    view.dispatch({ changes: { from: view.state.doc.length, insert: 'const bb = a + 1;\n' } });
    expect(onChange).toHaveBeenLastCalledWith('const a = 1;\nconst bb = a + 1;\n');
    await waitFor(() => expect(content).toHaveAttribute('aria-invalid', 'true'));
    expect(content).toHaveAccessibleDescription(/Too long/);
  });

  it('takes a value from outside (a restored draft) while mounted', async () => {
    function Outside() {
      const [value, setValue] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setValue('restored')}>
            restore
          </button>
          <CodeEditor label="Code" language="python" value={value} onChange={setValue} />
        </>
      );
    }
    renderWithProviders(<Outside />);
    const { content } = await loadedView('Code');
    await userEvent.click(screen.getByRole('button', { name: 'restore' }));
    await waitFor(() => expect(content.textContent).toBe('restored'));
  });

  it('is read-only when asked', async () => {
    renderWithProviders(<CodeEditor label="Sent code" language="sql" value="select 1" readOnly />);
    const { view } = await loadedView('Sent code');
    expect(view.state.readOnly).toBe(true);
  });
});

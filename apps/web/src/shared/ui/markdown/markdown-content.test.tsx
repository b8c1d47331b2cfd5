import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownContent, PreparedMarkdown } from './markdown-content';
import { markdownToHast } from './markdown-plugins';

const renderMarkdown = (text: string) =>
  render(<MarkdownContent>{text}</MarkdownContent>).container;

describe('MarkdownContent', () => {
  it('renders Markdown as elements: headings, lists, emphasis, tables', () => {
    const container = renderMarkdown(
      [
        '# Title',
        '',
        'Some **bold** text.',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
  });

  it('never runs HTML written in the text: no script, no event handler', () => {
    const container = renderMarkdown(
      [
        'Before',
        '',
        '<script>window.__ran = true</script>',
        '',
        '<img src="x" onerror="window.__ran = true">',
        '',
        '<a href="#" onclick="window.__ran = true">click</a>',
      ].join('\n'),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('drops javascript: links and keeps safe ones; external links open in a new tab', () => {
    const container = renderMarkdown(
      '[bad](javascript:alert(1)) [docs](https://developer.mozilla.org) [local](/dashboard)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('javascript:alert(1)');
    const external = links.find((a) => a.textContent === 'docs');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links.find((a) => a.textContent === 'local')?.getAttribute('target')).toBeNull();
  });

  it('highlights code blocks by their language and leaves unknown languages plain', () => {
    const container = renderMarkdown(
      ['```ts', 'const answer: number = 42;', '```', '', '```brainfuck', '+++.', '```'].join('\n'),
    );
    const [typed, unknown] = [...container.querySelectorAll('pre > code')];
    expect(typed?.classList.contains('hljs')).toBe(true);
    expect(typed?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(unknown?.querySelector('[class^="hljs-"]')).toBeNull();
    expect(unknown?.textContent).toContain('+++.');
  });

  it('lets the keyboard reach a code block and a table, which scroll sideways when wide', () => {
    const container = renderMarkdown(
      ['```js', 'const a = 1;', '```', '', '| a | b |', '|---|---|', '| 1 | 2 |'].join('\n'),
    );
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('table')?.parentElement).toHaveAttribute('tabindex', '0');
  });

  it('renders a tree prepared apart (the editor preview) exactly as the text itself', () => {
    const text = [
      '# Title',
      '',
      'Some **bold** and _italic_ text with `code`, [a link](https://example.com), [local](/x)',
      'and [bad](javascript:alert(1)).',
      '',
      '<b onclick="x()">raw</b> <script>alert(1)</script>',
      '',
      '![a picture](/v1/files/1/public)',
      '',
      '- one',
      '- [ ] a task',
      '',
      '1. first',
      '2. second',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '```js',
      'const answer = 42;',
      '```',
      '',
      '> quoted ~~struck~~',
      '',
      ...Array.from({ length: 120 }, (_, index) => `Paragraph ${index} of many.\n`),
    ].join('\n');
    const direct = render(<MarkdownContent>{text}</MarkdownContent>).container.innerHTML;
    const prepared = render(<PreparedMarkdown tree={markdownToHast(text)} />).container.innerHTML;
    expect(prepared).toBe(direct);
    expect(direct).toContain('Paragraph 119 of many.');
    expect(direct).not.toContain('javascript:');
  });
});

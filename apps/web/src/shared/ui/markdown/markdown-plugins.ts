import type { Root } from 'hast';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import { codeLanguages } from './code-languages';

/*
 * The one set of plugins staff-written Markdown goes through, wherever it is rendered:
 * GitHub-flavoured Markdown, then rehype-sanitize (GitHub's rules) drops what could run —
 * `javascript:` links, event handler attributes — and highlighting runs after sanitising, so
 * its classes are kept.
 */

export const remarkPlugins: PluggableList = [remarkGfm];
export const rehypePlugins: PluggableList = [
  rehypeSanitize,
  [rehypeHighlight, { languages: codeLanguages, detect: false, plainText: ['text', 'txt'] }],
];

/**
 * Markdown to the HTML tree react-markdown renders from, by the processor react-markdown
 * builds itself (remark-parse, the plugins, remark-rehype keeping raw HTML as `raw` nodes,
 * which react-markdown then shows as text). The editor's preview runs this in a worker
 * (markdown.worker.ts): on a long lecture it takes far longer than a keystroke may.
 */
export function markdownToHast(markdown: string): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePlugins);
  return processor.runSync(processor.parse(markdown)) as Root;
}

import 'highlight.js/styles/github-dark.css';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { codeLanguages } from './code-languages';
import classes from './markdown-content.module.css';

/*
 * Lecture texts and mini-project briefs are Markdown written by staff. They are rendered as
 * React elements, never as HTML strings: raw HTML in the text is not rendered at all, and
 * rehype-sanitize (GitHub's rules) drops what could still run — `javascript:` links, event
 * handler attributes. Highlighting runs after sanitising, so its classes are kept.
 */

const rehypePlugins: ComponentProps<typeof Markdown>['rehypePlugins'] = [
  rehypeSanitize,
  [rehypeHighlight, { languages: codeLanguages, detect: false, plainText: ['text', 'txt'] }],
];
const remarkPlugins = [remarkGfm];

const isExternal = (href: string | undefined) => Boolean(href && /^https?:\/\//i.test(href));

const components: Components = {
  // Links out of the academy open in a new tab, without handing it this page.
  a: ({ node: _node, href, children, ...rest }) =>
    isExternal(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    ) : (
      <a href={href} {...rest}>
        {children}
      </a>
    ),
  img: ({ node: _node, alt, ...rest }) => <img alt={alt ?? ''} loading="lazy" {...rest} />,
  // A long line of code scrolls sideways; the keyboard must reach the block to scroll it.
  pre: ({ node: _node, children, ...rest }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <pre tabIndex={0} {...rest}>
      {children}
    </pre>
  ),
  // Wide tables scroll on their own instead of widening the page (and the keyboard reaches them).
  table: ({ node: _node, children, ...rest }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <div className={classes.tableScroll} tabIndex={0}>
      <table {...rest}>{children}</table>
    </div>
  ),
};

/** Renders staff-written Markdown safely, with highlighted code blocks. */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <div className={classes.markdown}>
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {children}
      </Markdown>
    </div>
  );
}

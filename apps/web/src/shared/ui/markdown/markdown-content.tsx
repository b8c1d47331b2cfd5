import 'highlight.js/styles/github-dark.css';
import type { Root } from 'hast';
import { memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import classes from './markdown-content.module.css';
import { rehypePlugins, remarkPlugins } from './markdown-plugins';

/*
 * Lecture texts and mini-project briefs are Markdown written by staff. They are rendered as
 * React elements, never as HTML strings: raw HTML in the text is shown as text, never run,
 * and the plugins (markdown-plugins.ts) sanitise what could still run before highlighting.
 */

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

/** Top-level blocks per rendered part of a prepared tree (see `PreparedMarkdown`). */
const BLOCKS_PER_PART = 50;

/**
 * One part of a prepared tree, through react-markdown itself: its processor parses an empty
 * text and the one plugin hands it the tree instead, so react-markdown's own last step (raw
 * HTML as text, safe URLs, the components above) renders it exactly as `MarkdownContent`.
 */
const PreparedPart = memo(function PreparedPart({ tree }: { tree: Root }) {
  const rehype = [() => () => tree];
  return (
    <Markdown remarkPlugins={[]} rehypePlugins={rehype} components={components}>
      {''}
    </Markdown>
  );
});

/**
 * Markdown already turned into its HTML tree (`markdownToHast`, in a worker): rendered in
 * parts of a few blocks each, so a long text renders in many small steps that React can
 * interrupt (in a transition) instead of one long one. The parts add up to the same elements
 * as `MarkdownContent` of the text.
 */
export function PreparedMarkdown({ tree }: { tree: Root }) {
  // The same tree keeps the same parts, so the page re-rendering around it renders none again.
  const parts = useMemo(() => {
    const split: Root[] = [];
    for (let start = 0; start < tree.children.length; start += BLOCKS_PER_PART) {
      split.push({ type: 'root', children: tree.children.slice(start, start + BLOCKS_PER_PART) });
    }
    return split;
  }, [tree]);
  return (
    <div className={classes.markdown}>
      {parts.map((part, index) => (
        // The parts are positions in one tree, never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in the text.
        <PreparedPart key={index} tree={part} />
      ))}
    </div>
  );
}

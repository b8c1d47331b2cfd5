import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { WrappingText } from './wrapping-text';
import classes from './wrapping-text.module.css';

function inParagraph(content: ReactNode) {
  const paragraph = render(<p>{content}</p>).container.firstElementChild;
  if (!paragraph) throw new Error('nothing rendered');
  return paragraph;
}

/** The markup with the module's class names as their names in the stylesheet. */
const markup = (element: Element) =>
  element.innerHTML
    .replaceAll(`class="${classes.address}"`, 'class="address"')
    .replaceAll(`class="${classes.together}"`, 'class="together"');

describe('a wrapping text', () => {
  it('keeps an e-mail address whole, wrapping inside only after its "@" and dots', () => {
    const address =
      '<span class="address"><span class="together">support@</span><wbr><span class="together">academy.</span><wbr><span class="together">test</span></span>';
    const paragraph = inParagraph(
      <WrappingText text="Write to us at support@academy.test." email="support@academy.test" />,
    );

    expect(markup(paragraph)).toBe(`Write to us at ${address}.`);
    expect(paragraph.textContent).toBe('Write to us at support@academy.test.');
  });

  it('marks every occurrence of the address, and nothing in a text without it', () => {
    const short =
      '<span class="address"><span class="together">a@</span><wbr><span class="together">b.</span><wbr><span class="together">c</span></span>';
    expect(markup(inParagraph(<WrappingText text="a@b.c or a@b.c" email="a@b.c" />))).toBe(
      `${short} or ${short}`,
    );
    expect(markup(inParagraph(<WrappingText text="No address, v. 2" email="a@b.c" />))).toBe(
      'No address, v. 2',
    );
  });

  it('keeps what follows on the line of the last word', () => {
    const paragraph = inParagraph(
      <WrappingText text="Call +374 10 555 010" after={<svg aria-hidden="true" />} />,
    );

    expect(markup(paragraph)).toBe(
      'Call +374 10 555 <span class="together">010<svg aria-hidden="true"></svg></span>',
    );
  });

  it('keeps what follows with the end of an address the text ends with', () => {
    const paragraph = inParagraph(
      <WrappingText
        text="Write to support@academy.test"
        email="support@academy.test"
        after={<svg aria-hidden="true" />}
      />,
    );

    expect(markup(paragraph)).toBe(
      'Write to <span class="address"><span class="together">support@</span><wbr><span class="together">academy.</span><wbr><span class="together">test<svg aria-hidden="true"></svg></span></span>',
    );
  });
});

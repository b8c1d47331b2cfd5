import type { MatcherFunction } from '@testing-library/react';

/**
 * Matches the element whose whole text is `text`, also when parts of it sit in child
 * elements (an e-mail address is set apart so that it wraps as a unit): the innermost one.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text &&
    Array.from(element.children).every((child) => child.textContent !== text);
}

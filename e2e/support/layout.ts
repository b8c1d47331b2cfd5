import { LANGUAGE_STORAGE_KEY, type Language } from '@academy/contracts';
import type { Locator, Page } from '@playwright/test';

/*
 * Measurements of how the browser laid a page out: sideways scrolling, line breaks, focus
 * rings. Each runs in the page, on the boxes Chromium computed.
 */

export const phone = { width: 375, height: 812 } as const;
export const desktop = { width: 1280, height: 800 } as const;

/** Opens every page of the test in this language, as a visitor's earlier choice would. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: language,
  });
}

/**
 * Waits until the page's transitions have ended: a resized window's side menu sliding away,
 * a dialog fading in or a notice fading out is measured once it has come to rest. A spinner
 * turns for ever, so only animations that end are waited for.
 */
export async function transitionsEnded(page: Page) {
  // Two frames first, for a change just made (a resize, a click) to start its transitions.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** How far the page, at rest, is wider than the window: 0 when it does not scroll sideways. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await transitionsEnded(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The words within the element that the browser split across two lines. A word ends at white
 * space, after a hyphen or a slash, and at an element boundary (so an e-mail address written
 * with `<wbr>` may wrap there).
 */
export function wordsSplitAcrossLines(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[^\s\-–—/]+[-–—/]?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** On how many lines the element's text is laid out. */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const lines = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) lines.add(Math.round(rect.bottom));
      }
    }
    return lines.size;
  });
}

/** The outline the element shows now (after keyboard focus, its focus ring). */
export function outlineOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      style: style.outlineStyle,
      width: style.outlineWidth,
      color: style.outlineColor,
      offset: style.outlineOffset,
    };
  });
}

/** Moves focus to the element with the keyboard: from the element before it, one Tab. */
export async function tabTo(page: Page, element: Locator) {
  await element.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
}

/** Whether the icon at the end of the element sits on the line of the element's last word. */
export function iconOnLastLine(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const icon = root.querySelector('svg');
    if (!icon) throw new Error('The element has no icon');
    const range = document.createRange();
    range.selectNodeContents(root);
    range.setEndBefore(icon);
    const text = Array.from(range.getClientRects()).filter((rect) => rect.width > 1);
    const lastLine = Math.max(...text.map((rect) => rect.bottom));
    const box = icon.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    return text.some(
      (rect) => rect.bottom === lastLine && rect.top < middle && middle < rect.bottom,
    );
  });
}

/** The colour of a field's placeholder text. */
export function placeholderColour(field: Locator): Promise<string> {
  return field.evaluate((input) => getComputedStyle(input, '::placeholder').color);
}

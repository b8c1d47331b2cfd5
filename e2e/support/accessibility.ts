import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { transitionsEnded } from './layout';

/**
 * Runs axe on the page once its transitions are over (a dialog fading in or a notice fading
 * out would be measured at half its contrast): no WCAG 2 A or AA violation may be found.
 */
export async function expectNoAxeViolations(page: Page) {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}

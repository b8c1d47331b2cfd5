import { md, type SeedDirection } from './content-types.js';

export const qualityAssurance: SeedDirection = {
  title: 'Automated Quality Assurance',
  description:
    'Design tests that find real bugs and automate them: unit tests, browser automation and maintainable suites.',
  colors: [
    [13, 148, 136],
    [56, 189, 248],
  ],
  subjects: [
    {
      title: 'Testing Fundamentals',
      description: 'What to test, how much, and how to write tests that stay useful.',
      chapters: [
        {
          title: 'Why and what to test',
          lectures: [
            {
              title: 'The testing pyramid',
              content: md(
                '# The testing pyramid',
                '',
                '- **Many unit tests**: fast, focused on one function or module.',
                '- **Some integration tests**: real database, real HTTP, several modules together.',
                '- **Few end-to-end tests**: a real browser walking through the key user journeys.',
                '',
                'Higher levels catch wiring mistakes but are slower and harder to debug. Put each check at the lowest level that can catch the bug.',
              ),
            },
            {
              title: 'Designing test cases',
              content: md(
                '# Designing test cases',
                '',
                'Two techniques find most bugs with few tests:',
                '',
                '- **Equivalence classes**: inputs that should behave the same need one test each class.',
                '- **Boundary values**: test at and around the edges.',
                '',
                'For a password of 8 to 128 characters: test 7, 8, 128 and 129 characters, plus empty and one typical value.',
                '',
                'Every test follows **Arrange – Act – Assert** and checks one behaviour.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Test design check',
              description: 'Levels and techniques.',
              questions: [
                {
                  text: 'Which level should have the most tests?',
                  answers: ['End-to-end', 'Integration', 'Unit', 'Manual'],
                  correct: [2],
                },
                {
                  text: 'A field accepts 1 to 100. Which values are boundary tests?',
                  answers: ['0', '1', '50', '101'],
                  correct: [0, 1, 3],
                },
                {
                  text: 'What does Arrange – Act – Assert describe?',
                  answers: [
                    'The structure of a single test',
                    'A deployment process',
                    'A bug report template',
                    'A code review checklist',
                  ],
                  correct: [0],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Unit testing',
          lectures: [
            {
              title: 'Writing unit tests',
              content: md(
                '# Writing unit tests',
                '',
                '```ts',
                'import { describe, expect, it } from "vitest";',
                'import { progressPercent } from "./progress";',
                '',
                'describe("progressPercent", () => {',
                '  it("rounds to a whole percent", () => {',
                '    expect(progressPercent({ done: 1, total: 3 })).toBe(33);',
                '  });',
                '});',
                '```',
                '',
                '- Name tests after the behaviour, not the method.',
                '- Tests must be independent: any order, any subset.',
                '- A failing test should tell you what broke without a debugger.',
              ),
            },
            {
              title: 'Test doubles',
              content: md(
                '# Test doubles',
                '',
                '- **Stub**: returns canned answers.',
                '- **Fake**: a working lightweight version (an in-memory database, a sandbox payment provider).',
                '- **Mock**: records calls so the test can verify them.',
                '',
                'Replace what is slow, random or outside your control — the clock, the network, a payment provider. Do not mock your own modules: test them for real, or the test only checks your assumptions.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Unit testing quiz',
              description: 'Tests and test doubles.',
              questions: [
                {
                  text: 'Which double is a working lightweight implementation?',
                  answers: ['Stub', 'Fake', 'Mock', 'Spy'],
                  correct: [1],
                },
                {
                  text: 'What is worth replacing with a double?',
                  answers: [
                    'The system clock',
                    'A third-party payment API',
                    'The function under test',
                    'Your own validation module',
                  ],
                  correct: [0, 1],
                },
                {
                  text: 'Why must tests be independent?',
                  answers: [
                    'So they pass in any order and alone',
                    'To make them longer',
                    'Because frameworks require it',
                    'To share state faster',
                  ],
                  correct: [0],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Test suite for a calculator',
              description:
                'Write a unit-test suite for the provided loan calculator using equivalence classes and boundary values. Report the bugs your tests found.',
              questions: ['List the bugs you found.', 'Which technique found the most of them?'],
            },
          ],
        },
      ],
    },
    {
      title: 'UI Test Automation',
      description: 'Automate real browsers with stable locators and maintainable suites.',
      chapters: [
        {
          title: 'Browser automation',
          lectures: [
            {
              title: 'How browser automation works',
              content: md(
                '# How browser automation works',
                '',
                'Tools like Playwright drive a real browser through its automation protocol: open pages, click, type, and read what the user would see.',
                '',
                '```ts',
                'test("student logs in", async ({ page }) => {',
                '  await page.goto("/auth/login");',
                '  await page.getByLabel("Email").fill("student@academy.test");',
                '  await page.getByLabel("Password").fill("Student#2026");',
                '  await page.getByRole("button", { name: "Log in" }).click();',
                '  await expect(page).toHaveURL(/dashboard/);',
                '});',
                '```',
                '',
                'Modern tools wait automatically for elements to be visible and enabled — no `sleep` needed.',
              ),
            },
            {
              title: 'Locators that last',
              content: md(
                '# Locators that last',
                '',
                'Find elements the way a user does:',
                '',
                '1. By role and accessible name: `getByRole("button", { name: "Submit" })`.',
                '2. By label: `getByLabel("Email")`.',
                '3. By text, for static content.',
                '4. By a test id, when nothing else is stable.',
                '',
                'Avoid long CSS or XPath chains such as `div > div:nth-child(3) span`: they break with every layout change.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Browser automation check',
              description: 'Tools and locators.',
              questions: [
                {
                  text: 'Which locator is the most robust?',
                  answers: [
                    'div > div:nth-child(3) > span',
                    'getByRole("button", { name: "Save" })',
                    '//div[4]/span[2]',
                    '.btn-2',
                  ],
                  correct: [1],
                },
                {
                  text: 'Why avoid fixed sleeps in UI tests?',
                  answers: [
                    'They make tests slow and still flaky',
                    'They are not allowed in JavaScript',
                    'They crash the browser',
                    'They disable screenshots',
                  ],
                  correct: [0],
                },
                {
                  text: 'Which locators follow how users find elements?',
                  answers: ['By role', 'By label', 'By XPath index', 'By generated class name'],
                  correct: [0, 1],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Maintainable suites',
          lectures: [
            {
              title: 'Page objects and fixtures',
              content: md(
                '# Page objects and fixtures',
                '',
                'A **page object** wraps the locators and actions of one screen, so a UI change is fixed in one place:',
                '',
                '```ts',
                'class LoginPage {',
                '  constructor(private page: Page) {}',
                '  async logIn(email: string, password: string) {',
                '    await this.page.getByLabel("Email").fill(email);',
                '    await this.page.getByLabel("Password").fill(password);',
                '    await this.page.getByRole("button", { name: "Log in" }).click();',
                '  }',
                '}',
                '```',
                '',
                '**Fixtures** prepare state — a logged-in user, seeded data — through the API rather than the UI, which is much faster.',
              ),
            },
            {
              title: 'Flaky tests',
              content: md(
                '# Flaky tests',
                '',
                'A flaky test passes and fails without code changes. Common causes:',
                '',
                '- Timing assumptions instead of waiting for a condition.',
                '- Tests sharing data or depending on order.',
                '- Real third-party services and the real clock.',
                '',
                'Quarantine a flaky test quickly, fix the cause, and never "fix" it with a retry alone: a suite nobody trusts is worse than none.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Suite maintenance quiz',
              description: 'Page objects, fixtures and flakiness.',
              questions: [
                {
                  text: 'What is the main benefit of a page object?',
                  answers: [
                    'A UI change is fixed in one place',
                    'Tests run in parallel',
                    'Screenshots are smaller',
                    'No assertions are needed',
                  ],
                  correct: [0],
                },
                {
                  text: 'How should a fixture create a logged-in user?',
                  answers: [
                    'Through the API or database, quickly',
                    'By clicking through the registration form each time',
                    'By reusing a user from another test',
                    'Manually before the run',
                  ],
                  correct: [0],
                },
                {
                  text: 'Which are common causes of flaky tests?',
                  answers: [
                    'Timing assumptions',
                    'Shared test data',
                    'Role-based locators',
                    'Small, independent tests',
                  ],
                  correct: [0, 1],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'End-to-end suite',
              description:
                'Automate three journeys of a demo shop (sign up, add to cart, check out) with page objects, API-based fixtures and no fixed waits. The suite must pass ten runs in a row.',
              questions: ['Link to your repository.', 'What did you do to keep the suite stable?'],
            },
          ],
        },
      ],
    },
  ],
};

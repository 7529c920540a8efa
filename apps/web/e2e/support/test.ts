import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

export type * from '@playwright/test';
export { expect };

/**
 * React reports the errors it recovers from (a hydration mismatch, an error caught by a boundary)
 * on the console rather than as uncaught exceptions; the app's own failed requests also log console
 * errors, which journeys cause on purpose, so only React's count.
 */
const reactError = /Minified React error|react\.dev\/errors\//;

const errorsByTest = new WeakMap<TestInfo, string[]>();

/**
 * Records every uncaught exception and React error of `target` (one page, or every page of a
 * browser context) against the running journey, which then fails listing them. The `page` of each
 * journey is watched already; journeys and helpers that open contexts of their own call this.
 */
export function watchPageErrors(target: Page | BrowserContext) {
  const errors = errorsByTest.get(base.info());
  if (!errors) throw new Error('watchPageErrors is called from a journey that imports test from support/test.ts');
  const where = (page: Page | null) => (page ? ` at ${page.url()}` : '');
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && reactError.test(message.text())) {
      errors.push(`console error${where(message.page())}: ${message.text()}`);
    }
  };
  if ('newPage' in target) {
    target.on('weberror', (webError) => errors.push(`page error${where(webError.page())}: ${webError.error().stack}`));
    target.on('console', onConsole);
  } else {
    target.on('pageerror', (error) => errors.push(`page error${where(target)}: ${error.stack}`));
    target.on('console', onConsole);
  }
}

/** Playwright's `test` whose journeys fail when any page they opened threw or React reported an error. */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ context }, use, testInfo) => {
      errorsByTest.set(testInfo, []);
      watchPageErrors(context);
      await use(undefined);
      expect(errorsByTest.get(testInfo), 'errors on the pages of this journey').toEqual([]);
    },
    { auto: true },
  ],
});

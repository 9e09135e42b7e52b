import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Public pages arrive prerendered: wait until the app has taken over before a test interacts. */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && root.childElementCount > 0 && !root.hasAttribute('data-prerendered'));
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

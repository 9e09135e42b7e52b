import { expect, test } from '@playwright/test';

test('home renders its h1 through the marketing remote', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  console.log(errors);
});

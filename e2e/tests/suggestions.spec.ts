import { type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { createAccount, signInBrowser } from '../support/accounts';

/** Nothing on the page scrolls sideways or spills out of the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an owner picks ad suggestions per field, undoes one, and saves; the suggestions read like a bakery in Cape Town', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const account = await createAccount(request);
  await signInBrowser(page.context(), baseURL!, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  const found = await request.post('/v2/location-search', { headers, data: { locationTerm: 'Cape Town' } });
  const capeTown = ((await found.json()) as { list: { id: string; name: string }[] }).list.find(
    (l) => l.name === 'Cape Town, Western Cape',
  )!;
  // The owner typed the website's name as the business name: the suggester reads it as "Sipho's Bakery".
  const saved = await request.post('/v2/search-ads', {
    headers,
    data: {
      mobile: '+27 82 555 0101',
      business_name: 'siphosbakery',
      business_url: 'siphosbakery.co.za',
      location_ids: [capeTown.id],
      address: '1 Long St, Cape Town',
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await page.goto('/setup-search/details');
  const headline1 = page.getByLabel('Headline 1', { exact: true });
  await headline1.fill('Fresh Bread Daily');
  await page.getByRole('button', { name: 'Suggest with AI' }).click();
  const status = page.getByRole('status').filter({ hasText: /suggested|now reads|Undone/ });
  await expect(status).toContainText('suggested: pick them under each field.');
  // Suggestions are choices: the owner's text stays until they pick one.
  await expect(headline1).toHaveValue('Fresh Bread Daily');
  // One compact picker per field, not a row of chips under every field.
  const forHeadline1 = page.getByRole('combobox', { name: 'Headline 1: Suggestions' });
  await expect(forHeadline1.getByRole('option').first()).toHaveText(/^Choose one of \d+…$/);
  expect(await forHeadline1.getByRole('option').allInnerTexts()).toEqual(
    expect.arrayContaining(["Sipho's Bakery", 'Bakery in Cape Town', 'Order a Cake Today']),
  );
  await expect(page.getByRole('button', { name: /^Use “/ })).toHaveCount(0);
  const choices = (await page.getByRole('combobox', { name: /: Suggestions$/ }).allInnerTexts()).join('\n');
  expect(choices).not.toMatch(/your area|free quote|siphosbakery/i);

  await forHeadline1.selectOption('Bakery in Cape Town');
  await expect(headline1).toHaveValue('Bakery in Cape Town');
  await expect(status).toHaveText(
    'Headline 1 now reads “Bakery in Cape Town”. Replaced your text in Headline 1 (“Fresh Bread Daily”): Undo puts it back.',
  );
  // The note shows under the field's picker, in the page's flow, with its Undo.
  const toast = page.locator('[data-toast]');
  await expect(toast).toContainText('Headline 1 now reads');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(headline1).toHaveValue('Fresh Bread Daily');
  await expect(status).toHaveText('Undone: Headline 1 reads “Fresh Bread Daily” again.');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Headline 2: Suggestions' }).selectOption('Order a Cake Today');
  await page.getByRole('combobox', { name: 'Headline 3: Suggestions' }).selectOption('Custom Birthday Cakes');
  const description1 = "Sipho's Bakery in Cape Town: fresh bread, pastries and custom cakes. Order a cake today.";
  await page.getByRole('combobox', { name: 'Description 1: Suggestions' }).selectOption(description1);
  const forDescription2 = page.getByRole('combobox', { name: 'Description 2: Suggestions' });
  await forDescription2.selectOption({ index: 1 });
  await expect(page.getByRole('figure', { name: 'Ad preview' })).toContainText(
    'Fresh Bread Daily | Order a Cake Today | Custom Birthday Cakes',
  );
  const description2 = await page.getByLabel('Description 2', { exact: true }).inputValue();
  expect(description2.length).toBeGreaterThan(0);

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`details-${width}.png`) });
  }

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/setup-search\/keywords$/);
  const { search_ad } = await (await request.get('/v2/search-ads', { headers })).json();
  expect(search_ad.ad_details).toEqual({
    headline_1: 'Fresh Bread Daily',
    headline_2: 'Order a Cake Today',
    headline_3: 'Custom Birthday Cakes',
    desc_1: description1,
    desc_2: description2,
  });

  // Keyword ideas are searches people make, added next to the owner's own and undone as one step.
  const suggested = page.getByRole('list', { name: 'Suggested keywords' });
  await expect(suggested.getByRole('button', { name: 'Add bakery cape town' })).toBeVisible();
  await expect(suggested.getByRole('button', { name: 'Add birthday cakes near me' })).toBeVisible();
  await expect(suggested).not.toContainText(/siphosbakery|\.co\.za|best /);
  await page.getByRole('button', { name: /^Add all \d+ suggested keywords$/ }).click();
  await expect(page.getByRole('list', { name: 'Keywords added' })).toContainText('bakery cape town');
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`keywords-${width}.png`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Undo adding the suggested keywords' }).click();
  await expect(page.getByRole('list', { name: 'Keywords added' })).toHaveCount(0);
});

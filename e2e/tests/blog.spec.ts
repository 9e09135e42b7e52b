import { expect, test } from '../support/test';
import { expectNoSidewaysScroll } from '../support/page-checks';

// The blog's articles (BLOG_SLUGS in shared), newest first as the index lists them.
const ARTICLES = [
  { slug: 'setting-a-monthly-ad-budget', title: 'How much should you spend on Google Ads? Setting a monthly budget' },
  { slug: 'getting-more-google-reviews', title: 'Getting more Google reviews, honestly' },
  { slug: 'google-business-profile-checklist', title: 'The Google Business Profile checklist for small businesses' },
  { slug: 'choosing-keywords-for-local-search-ads', title: 'Choosing keywords for local search ads' },
];
// A sentence from the body of each article, which only its own page may carry.
const BODY_SENTENCES = [
  'Write down one number',
  'The best time to ask is when the customer is happiest',
  'Use your real business name, as it appears on your signage',
  'Customers rarely use trade terms',
];

test('the header Blog link opens the blog index, never the home page, and an article opens from it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advice for getting found online');
  await expect(page).toHaveTitle('Blog | AdLaunch');
  const list = page.getByRole('list', { name: 'Articles' });
  await expect(list.getByRole('listitem')).toHaveCount(ARTICLES.length);
  for (const article of ARTICLES)
    await expect(list.getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);
  await page.screenshot({ path: test.info().outputPath('blog-index-1366.png'), fullPage: true });

  await list.getByRole('link', { name: ARTICLES[1].title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ARTICLES[1].slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[1].title);
  await expect(page).toHaveTitle(`${ARTICLES[1].title} | AdLaunch`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ask at the right moment' })).toBeVisible();
  await expect(page.getByText(BODY_SENTENCES[1])).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('blog-article-1366.png'), fullPage: true });

  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the footer Blog link opens the blog index', async ({ page }) => {
  await page.goto('/faqs');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advice for getting found online');
});

test('each article is a prerendered page of its own, and an unknown one leads to the blog', async ({ page, request }) => {
  for (const [i, article] of ARTICLES.entries()) {
    const served = await request.get(`/blog/${article.slug}`);
    expect(served.ok()).toBeTruthy();
    const html = await served.text();
    expect(html, article.slug).toContain('data-prerendered');
    expect(html, article.slug).toContain(BODY_SENTENCES[i]);
    expect(html, article.slug).toContain(`<title>${article.title.replace(/&/g, '&amp;')} | AdLaunch</title>`);
  }
  await page.goto('/blog/an-article-that-is-not-there');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advice for getting found online');
});

test('the home page loads no article text', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const loaded = (await Promise.all(scripts)).join('\n');
  expect(loaded.length).toBeGreaterThan(0);
  for (const sentence of BODY_SENTENCES) expect(loaded).not.toContain(sentence);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the blog and its articles fit the screen', async ({ page }) => {
    for (const path of ['/blog', ...ARTICLES.map((a) => `/blog/${a.slug}`)]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    await page.screenshot({ path: test.info().outputPath('blog-article-360.png'), fullPage: true });
    await page.goto('/blog');
    await page.screenshot({ path: test.info().outputPath('blog-index-360.png'), fullPage: true });
  });
});

import { test as plain, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { createAccount, signInBrowser } from '../support/accounts';
import { expect, test, waitForApp } from '../support/test';

/** The page as the server sends it, before any script has run. */
const pageHtml = async (request: APIRequestContext, path: string, token?: string) =>
  (await request.get(path, { headers: token ? { cookie: `token=${encodeURIComponent(token)}` } : {} })).text();

test("an owner's page arrives with its frame painted; the app then fills it in with the owner's own data", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await createAccount(request);

  // The server sends a live session the frame: progress, heading, introduction and the step's form, in
  // the HTML itself (decision 036).
  const html = await pageHtml(request, '/setup-search/about', token);
  // Live from its first paint (decision 033): its links and fields work before the app has started.
  expect(html).toMatch(/<div id="root" data-prerendered(="")?>/);
  expect(html).toContain('Tell us about your business</h1>');
  expect(html).toMatch(/<input[^>]*name="business_name"/);
  expect(html).not.toContain('Loading your campaign…');
  expect(html).toContain('Log Out');

  // A visitor (or a session that is not live) gets no frame: the shell's page, which sends them home.
  expect(await pageHtml(request, '/setup-search/about')).not.toContain('Tell us about your business');
  expect(await pageHtml(request, '/setup-search/about', 'not-a-session-anyone-was-given')).not.toContain('Tell us about your business');

  // The dashboard: the owner's frame for a live session, the public page for a visitor.
  expect(await pageHtml(request, '/dashboard', token)).toContain('Loading your campaigns…');
  expect(await pageHtml(request, '/dashboard')).not.toContain('Loading your campaigns…');

  // In the browser the app takes over the frame: one heading, and the form the frame made room for.
  await signInBrowser(context, baseURL!, token);
  await page.goto('/setup-search/about');
  await expect(page.getByLabel('Mobile number')).toBeEditable();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Tell us about your business']);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

  await page.goto('/dashboard');
  // The owner's first visit to the dashboard in this browser.
  await expect(page.getByText('Welcome, Thandi.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start your first campaign' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Your dashboard']);
});

/** An owner whose about step is saved: their answers, and their token. */
async function ownerWithAbout(request: APIRequestContext, businessName: string) {
  const { token } = await createAccount(request);
  const auth = { authorization: `Bearer ${token}` };
  const found = await request.post('/v2/location-search', { headers: auth, data: { locationTerm: 'Cape Town' } });
  const place = ((await found.json()) as { list: { id: string }[] }).list[0].id;
  const saved = await request.post('/v2/search-ads', {
    headers: auth,
    data: {
      mobile: '+27 82 555 0101',
      business_name: businessName,
      business_url: 'karoocoffee.co.za',
      location_ids: [place],
      address: '1 Long Street, Cape Town',
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return token;
}

test("an owner's step is served with their own answers in its fields, and no one else's", async ({ request }) => {
  const token = await ownerWithAbout(request, 'Karoo Coffee & "Co" <Roasters>');
  const html = await pageHtml(request, '/setup-search/about', token);
  // Written as text: the quotes are escaped, so the answer stays inside its attribute.
  expect(html).toMatch(/<input[^>]*name="business_name"[^>]*value="Karoo Coffee &amp; &quot;Co&quot; (<|&lt;)Roasters(>|&gt;)"/);
  expect(html).toMatch(/<input[^>]*value="\+27 82 555 0101"/);

  const other = await createAccount(request);
  const theirs = await pageHtml(request, '/setup-search/about', other.token);
  expect(theirs).toMatch(/<input[^>]*name="business_name"/);
  expect(theirs).not.toContain('Karoo Coffee');
});

plain.describe('an owner on a slow phone', () => {
  plain('with scripts off, the step shows their answers and takes typing', async ({ browser, request, baseURL }) => {
    const token = await ownerWithAbout(request, 'Karoo Coffee');
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signInBrowser(context, baseURL!, token);
    const page = await context.newPage();
    await page.goto('/setup-search/about');
    await expect(page.getByLabel('Business name')).toHaveValue('Karoo Coffee');
    await expect(page.getByLabel('Mobile number')).toHaveValue('+27 82 555 0101');
    await page.getByLabel('Business name').fill('Karoo Coffee Roasters');
    await expect(page.getByLabel('Business name')).toHaveValue('Karoo Coffee Roasters');
    await context.close();
  });

  plain(
    'what they type before the app starts is kept when it takes over, beside their saved answers',
    async ({ context, request, baseURL }) => {
      const token = await ownerWithAbout(request, 'Karoo Coffee');
      await signInBrowser(context, baseURL!, token);
      const page: Page = await context.newPage();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/main.js', async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto('/setup-search/about', { waitUntil: 'domcontentloaded' });
      const name = page.getByLabel('Business name');
      await expect(name).toHaveValue('Karoo Coffee');
      await name.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Roasters');
      expect(await page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered'))).toBe(true);

      release();
      await waitForApp(page);
      await page.keyboard.type(' Ltd');
      await expect(name).toHaveValue('Karoo Coffee Roasters Ltd');
      await expect(name).toBeFocused();
      await expect(page.getByLabel('Mobile number')).toHaveValue('+27 82 555 0101');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Tell us about your business']);
    },
  );
});

import type { APIRequestContext } from '@playwright/test';
import { createAccount, signInBrowser } from '../support/accounts';
import { expect, test } from '../support/test';

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

  // The server sends a live session the frame: progress, heading and introduction, in the HTML itself.
  const html = await pageHtml(request, '/setup-search/about', token);
  // Live from its first paint (decision 033): its links work before the app has started.
  expect(html).toMatch(/<div id="root" data-prerendered>/);
  expect(html).toContain('Tell us about your business</h1>');
  expect(html).toContain('Loading your campaign…');
  expect(html).toContain('Log Out');
  // A frame holds no one's data: no e-mail address, no name.
  expect(html).not.toContain('@example.com');

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

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, signInBrowser, uniqueEmail } from '../support/accounts';
import { fillSearchAd, payInSandbox } from '../support/orders';
import { leaveRecoveryCodes, ops, outboxMessage, signInStaffFirstTime } from '../support/staff';

const BACKOFFICE_FILES = /\/remotes\/mfe-backoffice\//;

/** Every request a page makes for the back office's files. */
function watchBackoffice(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (BACKOFFICE_FILES.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Every guarded /v2/staff/ route, as the server's route table lists it (outside production), answers an owner's token 403. */
async function expectOwnerRefusedEverywhere(request: APIRequestContext, ownerToken: string) {
  const { routes } = (await (await request.get('/__dev/staff-routes')).json()) as {
    routes: { method: string; url: string; public: boolean }[];
  };
  const guarded = routes.filter((route) => !route.public);
  expect(guarded.length).toBeGreaterThan(20);
  for (const route of guarded) {
    const url = route.url.replace(':product', 'search_ads').replace(/:[a-z_]+/gi, '1');
    const res = await request.fetch(url, {
      method: route.method,
      headers: { authorization: `Bearer ${ownerToken}` },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { data: {} }),
    });
    expect([`${route.method} ${route.url}`, res.status()]).toEqual([`${route.method} ${route.url}`, 403]);
  }
}

// One journey, one staff sign-in: CI runs it within its time limit.
test('a paid order is moved live from the back office with a note the owner sees; visitors and owners never load it; staff remove ends the session', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const business = `Greenleaf Plumbing ${Date.now()}`;
  const owner = await createAccount(request);
  await fillSearchAd(request, owner.token, {
    business_name: business,
    business_url: 'https://greenleaf.example.com',
    address: '12 Long Street',
    city: 'Cape Town',
    zipcode: '8001',
  });
  await payInSandbox(request, owner.token, owner.email, 'search_ads');

  // An owner's token opens no back office route: 403 on every guarded /v2/staff/ route of the server's own table.
  await expectOwnerRefusedEverywhere(request, owner.token);

  // A visitor's and an owner's pages never ask for the back office's files.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const ownerSaw = watchBackoffice(ownerPage);
  await ownerPage.goto('/');
  await ownerPage.goto('/pricing');
  await signInBrowser(ownerContext, baseURL!, owner.token);
  await ownerPage.goto('/dashboard');
  await expect(ownerPage.getByRole('heading', { name: new RegExp(business) }).first()).toBeVisible();
  expect(ownerSaw).toEqual([]);

  const staffEmail = uniqueEmail('staff');
  expect(ops('staff', 'add', staffEmail, 'campaigns', 'support')).toContain(staffEmail);

  // Sign-in: the emailed code, then TOTP enrollment (the secret as text, the code computed here as an app would).
  const staffSaw = watchBackoffice(page);
  await signInStaffFirstTime(page, request, staffEmail);
  expect(staffSaw, 'the back office loads only after the second factor').toEqual([]);
  await leaveRecoveryCodes(page);

  // The queue: the paid order, awaiting set-up.
  await page.getByLabel('Search').fill(business);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(business) });
  await expect(row).toContainText('Paid, awaiting set-up');
  expect(staffSaw.length).toBeGreaterThan(0);
  await row.getByRole('link', { name: business }).click();

  // Set-up, then live with a note for the owner.
  const note = `Your search ads are live on Google and Bing (${Date.now()}).`;
  const move = async (to: string, noteForOwner?: string) => {
    const form = page.getByRole('form', { name: 'Move the order' });
    await form.getByLabel('New status').selectOption({ label: to });
    if (noteForOwner) await form.getByLabel('Note for the owner').fill(noteForOwner);
    await form.getByRole('button', { name: 'Move the order' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Moved to ${to}.` })).toBeVisible();
  };
  await move('In set-up');
  await move('Live', note);
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText(note);

  // The owner sees the note beside the status, and gets it by email.
  await ownerPage.goto('/dashboard');
  await expect(ownerPage.getByRole('figure', { name: /Note from our team/ })).toContainText(note);
  expect(ownerSaw).toEqual([]);
  await outboxMessage(request, owner.email, new RegExp(note.replace(/[()]/g, '\\$&')));
  await ownerContext.close();

  // Removing the person ends their session at once: the next call shows the sign-in.
  ops('staff', 'remove', staffEmail);
  await page.getByRole('link', { name: '← All orders' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});

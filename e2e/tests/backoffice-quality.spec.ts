import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, uniqueEmail } from '../support/accounts';
import { fillSearchAd, payInSandbox } from '../support/orders';
import { leaveRecoveryCodes, ops, signInStaffFirstTime } from '../support/staff';
import { expectAccessible, expectNoSidewaysScroll } from '../support/page-checks';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 800 };

/**
 * Tabs from where the focus is until `target` has it, as a keyboard user would (failing if it never
 * does), and checks that the focus can be seen there.
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const shown = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      });
      expect(shown, 'the focus is visible').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with Tab in ${limit} presses`);
}

test('the back office passes axe, fits a phone and a desktop, and moves an order with the keyboard only', async ({ page, request }) => {
  test.setTimeout(240_000);
  const business = `Keyboard Glaziers ${Date.now()}`;
  const owner = await createAccount(request);
  await fillSearchAd(request, owner.token, {
    business_name: business,
    business_url: 'https://keyboard-glaziers.example.com',
    address: '3 Loop Street',
    city: 'Cape Town',
    zipcode: '8001',
  });
  await payInSandbox(request, owner.token, owner.email, 'search_ads');
  // A social ads enquiry, so that the leads screen is checked with a lead and its controls.
  const leadBusiness = `Lerato Bakes ${Date.now()}`;
  const lead = await request.post('/v2/social-leads', {
    data: {
      name: 'Lerato Dube',
      email: uniqueEmail('lead'),
      phone: '+27 82 555 0199',
      businessName: leadBusiness,
      platforms: ['facebook', 'instagram'],
      monthlyBudget: '5000_15000',
      message: 'Instagram ads for our bakery, please.',
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  // A plan cancelled by its owner, so that the cancellations screen is checked with one.
  const leaver = await createAccount(request);
  await fillSearchAd(request, leaver.token, {
    business_name: `Leaving Plumbers ${Date.now()}`,
    business_url: 'https://leaving-plumbers.example.com',
    address: '9 Long Street',
    city: 'Cape Town',
    zipcode: '8001',
  });
  await payInSandbox(request, leaver.token, leaver.email, 'search_ads');
  const leaverHeaders = { authorization: `Bearer ${leaver.token}` };
  const plans = (await (await request.get('/v2/subscriptions', { headers: leaverHeaders })).json()) as { subscriptions: { id: number }[] };
  const cancel = await request.post(`/v2/subscriptions/${plans.subscriptions[0].id}/cancel`, { headers: leaverHeaders, data: {} });
  expect(cancel.status(), await cancel.text()).toBe(200);
  // A promo code, so that the promo codes screen is checked with one and its End button.
  const promo = `QUALITY${Date.now().toString(36).toUpperCase()}`;
  ops('promo', 'create', promo, 'percent', '10', '--max-uses', '5');

  const staffEmail = uniqueEmail('staff-quality');
  ops('staff', 'add', staffEmail, 'support', 'campaigns', 'finance', 'releases', 'admin');
  await page.setViewportSize(DESKTOP);
  await signInStaffFirstTime(page, request, staffEmail);
  await expectAccessible(page, 'recovery codes');
  await leaveRecoveryCodes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The site's header names who is signed in, with no visitor's or owner's way in.
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Staff account' })).toContainText(`Signed in as ${staffEmail}`);
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

  // Queue -> order -> status move, with the keyboard only.
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(business);
  await page.keyboard.press('Enter');
  const link = page.getByRole('row', { name: new RegExp(business) }).getByRole('link', { name: business });
  await expect(link).toBeVisible();
  const orderPath = new URL((await link.getAttribute('href'))!, 'http://x').pathname;
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  // The link followed has gone with the queue: the next Tab starts on the order's page, not the site's top.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '← All orders' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Move the order' });
  const newStatus = form.getByLabel('New status');
  await tabTo(page, newStatus);
  await page.keyboard.press('ArrowDown');
  await expect(newStatus.locator('option:checked')).toHaveText('In set-up');
  await tabTo(page, form.getByLabel('Note for the owner'));
  await page.keyboard.type('We are building your campaign now.');
  await tabTo(page, form.getByRole('button', { name: 'Move the order' }));
  await page.keyboard.press('Enter');
  const moved = page.getByRole('status').filter({ hasText: 'Moved to In set-up.' });
  await expect(moved).toBeVisible();
  // The form that had the focus is drawn again for the new status: the focus is kept on the page, not dropped to its top.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'), { message: 'the focus after the move' })
    .not.toBe('BODY');
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('We are building your campaign now.');

  // Every screen: axe-clean, and no sideways scroll on a phone or a desktop.
  const screens: [string, string, string, string][] = [
    ['queue', '/staff', 'Orders', business],
    ["an order's page", orderPath, business, 'Move the order'],
    ['money', '/staff/money', 'Money', 'Refunds'],
    ['leads', '/staff/leads', 'Leads', leadBusiness],
    ['releases', '/staff/releases', 'Releases', 'mfe-backoffice'],
    ['team', '/staff/team', 'Staff', staffEmail],
    ['promo codes', '/staff/promos', 'Promo codes', promo],
    ['import results', `/staff/import-results?ad=${orderPath.split('/').pop()}`, 'Import results', 'Report file'],
    ['cancellations', '/staff/cancellations', 'Cancellations', leaver.email],
  ];
  // On a phone the header's Menu opens who is signed in and Sign out.
  await page.setViewportSize(PHONE);
  await page.goto('/staff');
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByRole('navigation', { name: 'Staff account' })).toContainText(staffEmail);
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the header menu at 360 px');
  await expectAccessible(page, 'the header menu at 360 px');

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const [name, path, heading, shows] of screens) {
      const where = `${name} at ${viewport.width} px`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), where).toBeVisible();
      await expect(page.getByRole('main').getByText(shows).first(), where).toBeVisible();
      // The screen's data has arrived: nothing still says it is loading.
      await expect(page.getByText(/^Loading /), where).toHaveCount(0);
      await expectNoSidewaysScroll(page, where);
      await expectAccessible(page, where);
    }
  }
});

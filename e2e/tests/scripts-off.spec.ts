import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { formatMoney, keywordsOverPlanMessage, MESSAGES, planFor, quoteProfile, quoteSearchAds, type Account } from '@adlaunch/shared';
import { createAccount, latestCode, signInBrowser, uniqueEmail } from '../support/accounts';
import { fillSearchAd } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/page-checks';
import { ops } from '../support/staff';

// Scripts off is a supported mode: the served pages' links, menus and forms work on their own.
test.use({ javaScriptEnabled: false });

test('without scripts a new owner registers, logs in with the emailed code, saves the about step, sees the dashboard and logs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('no-scripts');
  await page.goto('/pricing');
  // The header's menus open without scripts (by pointer or focus).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Products/ }).hover();
  await expect(nav.getByRole('link', { name: 'Google and Bing Search Ads' })).toBeVisible();
  await nav.getByRole('button', { name: /Pricing/ }).focus();
  await expect(nav.getByRole('link', { name: 'Business Profile pricing' })).toBeVisible();
  await page.getByRole('listitem', { name: 'Growth' }).getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/register-ads\?plan=growth$/);

  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Nkosi');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Mobile number').fill('+27 82 555 0101');
  await page.getByLabel('Business name').fill('Nkosi Electrical');
  await page.getByLabel(/^Website/).fill('www.nkosi-electrical.co.za');
  await page
    .getByRole('group', { name: /Your plan/ })
    .getByRole('radio', { name: /Growth/ })
    .check();
  await page
    .getByRole('group', { name: /Is your business in South Africa/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The server answers the same page: the typed values kept, the missing tick said beside its box.
  await expect(page.getByText('Please accept the terms of service to continue.')).toBeVisible();
  await expect(page.getByLabel('Business email')).toHaveValue(email);
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(`We emailed a 5-character code to ${email}`)).toBeVisible();
  await page.getByLabel('Code from the email').fill(await latestCode(request, email, 'login'));
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/setup-search\/about$/);
  await expect(page.getByLabel('Business name')).toHaveValue('Nkosi Electrical');
  await page.getByRole('combobox', { name: 'Locations' }).fill('Cape Town');
  await page.getByLabel('Business address').fill('1 Long St, Cape Town');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/setup-search\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Write your ad' })).toBeVisible();

  // The dashboard's campaigns are served inside <noscript> (Playwright's role and text queries skip it: CSS finds it).
  await page.goto('/dashboard');
  const campaigns = page.locator('main noscript section');
  await expect(campaigns.locator('h2')).toHaveText('Your campaigns');
  await expect(campaigns.locator('h3')).toHaveText('Nkosi Electrical');
  await expect(campaigns).toContainText('Search ads: Being set up.');
  await expect(campaigns).toBeVisible();
  await expect(page.getByText('Loading your campaigns…')).toBeHidden();

  // Log Out is a form without scripts: the session ends, and an owner's page then asks for a login.
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto('/setup-search/pay');
  const note = page.locator('[data-bare-page-note]');
  await expect(note.locator('h1')).toHaveText('Log in to see this page');
  await note.locator('a', { hasText: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsetup-search%2Fpay$/);
});

const PAY_NOTE = 'Paying by card needs JavaScript, which is off in this browser.';
const BUSINESS = {
  business_name: 'Greenleaf Plumbing',
  business_url: 'greenleaf.co.za',
  address: '14 Bree St',
  city: 'Cape Town',
  zipcode: '8001',
};

test('without scripts an owner types keywords one a line, is held to the plan in the app’s words, saves, and the pay step says what to do and takes a promo code', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { token } = await createAccount(request, uniqueEmail('no-scripts-keywords'));
  await fillSearchAd(request, token, BUSINESS);
  await signInBrowser(context, baseURL!, token);
  await page.goto('/setup-search/keywords');

  // The chips need scripts: each list is a text area, one a line, with the saved list in it.
  const keywords = page.getByLabel('Keywords, one a line');
  await expect(keywords).toHaveValue('geyser repairs cape town\nemergency plumber');
  await expect(page.getByRole('textbox', { name: 'Competitors, one a line' })).toHaveValue('Cape Plumbing Co');
  const many = Array.from({ length: 21 }, (_, i) => `plumber cape town ${i + 1}`);
  await keywords.fill(many.join('\n'));
  await page.getByLabel('Words to exclude, one a line').fill('free\njobs');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(keywordsOverPlanMessage('low'))).toBeVisible();
  await expect(keywords).toHaveValue(many.join('\n'));

  await page.getByRole('radio', { name: /Growth: up to 100 keywords/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/setup-search\/pay\?plan=growth$/);
  await expect(page.getByRole('note').filter({ hasText: PAY_NOTE })).toBeVisible();
  // The order is served with its amounts in rand: the plan carried from the keywords step, the account's variant and VAT.
  const login = await request.post('/v2/token-login', { headers: { authorization: `Bearer ${token}` }, data: {} });
  const { abVariant, chargeVAT } = ((await login.json()) as { user: Account }).user;
  const growth = quoteSearchAds({ plan: planFor('high', abVariant ?? 'B'), chargeVAT });
  const order = page.getByRole('table', { name: 'Your order' });
  await expect(page.getByRole('radio', { name: /Growth/ })).toBeChecked();
  await expect(order.getByRole('row', { name: /Total due today/ })).toContainText(formatMoney(growth.total.zarCents, 'ZAR'));
  await expect(order.getByRole('row', { name: /Management fee/ })).toContainText('R2,400');
  await expect(order).not.toContainText('…');
  // Another plan ticked (no scripts): its order shows, by CSS.
  await page.getByRole('radio', { name: /Essentials/ }).check();
  const essentials = quoteSearchAds({ plan: planFor('low', abVariant ?? 'B'), chargeVAT });
  await expect(order.getByRole('row', { name: /Total due today/ })).toContainText(formatMoney(essentials.total.zarCents, 'ZAR'));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAY_NOTE })).toBeVisible();

  // "Have a promo code?" without scripts: a disclosure whose Apply code sends the pay form; the server prices the order with it.
  const code = `NOSCRIPT${Date.now() % 1_000_000}`;
  ops('promo', 'create', code, 'percent', '25');
  // The app's button (it opens a dialog) is hidden; the disclosure shows instead.
  await expect(page.getByRole('button', { name: 'Have a promo code?' })).toBeHidden();
  await page.locator('summary').filter({ hasText: 'Have a promo code?' }).click();
  const promoField = page.getByRole('textbox', { name: 'Promo code' });
  await promoField.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That promo code is not valid.');
  await expect(promoField).toHaveValue('NOSUCHCODE');
  await expect(promoField).toHaveAccessibleDescription('That promo code is not valid.');
  await expect(order.getByRole('row', { name: /Total due today/ })).toContainText(formatMoney(essentials.total.zarCents, 'ZAR'));

  await promoField.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Promo code ${code} applied.` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  // The plan ticked before stays ticked; its order is the shared quote with the code, in rand incl. VAT.
  await expect(page.getByRole('radio', { name: /Essentials/ })).toBeChecked();
  const discounted = quoteSearchAds({ plan: planFor('low', abVariant ?? 'B'), chargeVAT, promo: { type: 'percent', percentage: 25 } });
  expect(discounted.total.zarCents).toBeLessThan(essentials.total.zarCents);
  await expect(order.getByRole('row', { name: /Total due today/ })).toContainText(formatMoney(discounted.total.zarCents, 'ZAR'));
  await expect(order.getByRole('row', { name: new RegExp(`Promo code ${code}`) })).toContainText(
    `−${formatMoney(discounted.discount.zarCents, 'ZAR')}`,
  );
  // Pay sends the code with the form: the answer keeps it and its prices (paying itself needs scripts).
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAY_NOTE })).toBeVisible();
  await expect(order.getByRole('row', { name: /Total due today/ })).toContainText(formatMoney(discounted.total.zarCents, 'ZAR'));
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, 'the served pay step with its promo code applied, at 360 px');

  await page.goto('/setup-search/keywords');
  await expect(page.getByLabel('Keywords, one a line')).toHaveValue(many.join('\n'));
  await expect(page.getByLabel('Words to exclude, one a line')).toHaveValue('free\njobs');
});

async function profileOwner(request: APIRequestContext) {
  const { token } = await createAccount(request, uniqueEmail('no-scripts-upload'));
  const about = await request.post('/v2/google-business-profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      mobile: '+27 82 555 0101',
      business_name: 'Karoo Coffee',
      business_url: 'karoo.co.za',
      category: 'Cafe',
      registration_number: '',
      charge_vat: 'no',
    },
  });
  expect(about.ok(), await about.text()).toBeTruthy();
  return token;
}

test('without scripts an owner uploads a photo and sees it listed, is told why a wrong file is refused, and saves the business and address steps', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInBrowser(context, baseURL!, await profileOwner(request));
  await page.goto('/setup-gbp/business');
  await expect(page.getByText('No photo uploaded yet.')).toBeVisible();
  await page.getByLabel('Description').fill('Coffee roasted in the Karoo, served all day in our Cape Town cafe.');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();
  await page.getByLabel('Photo of your business').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Upload photo' }).click();

  await expect(page).toHaveURL(/\/setup-gbp\/business$/);
  await expect(page.getByText('shop.png uploaded.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your uploaded business photo' })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Coffee roasted in the Karoo, served all day in our Cape Town cafe.');

  await page
    .getByLabel('Registration certificate (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a certificate') });
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByText('This file is not a PDF, PNG or JPEG.', { exact: false })).toBeVisible();
  // The photo uploaded before is still listed.
  await expect(page.getByRole('img', { name: 'Your uploaded business photo' })).toBeVisible();

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/setup-gbp\/address$/);
  await page.getByLabel('Address', { exact: true }).fill('1 Long St');
  await page.getByLabel('Postal code').fill('80');
  await page.getByLabel('City').fill('Cape Town');
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page.getByText(MESSAGES.postalCodeSa)).toBeVisible();
  await page.getByLabel('Postal code').fill('8001');
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page).toHaveURL(/\/setup-gbp\/pay$/);
  await expect(page.getByRole('note').filter({ hasText: PAY_NOTE })).toBeVisible();
  // Outside South Africa, no referral: setup and the first month, no VAT.
  const profileOrder = page.getByRole('table', { name: 'Your Google Business Profile' });
  const total = formatMoney(quoteProfile({ hasReferral: false, chargeVAT: false }).total.zarCents, 'ZAR');
  await expect(profileOrder.getByRole('row', { name: /Total due today/ })).toContainText(total);
  await expect(profileOrder).not.toContainText('…');

  await page.goto('/setup-gbp/business');
  await expect(page.getByRole('img', { name: 'Your uploaded business photo' })).toBeVisible();
});

test('without scripts an owner asks for a new code on the code page and logs in with it', async ({ page, request }) => {
  const { email } = await createAccount(request, uniqueEmail('no-scripts-code'));
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(`We emailed a 5-character code to ${email}`)).toBeVisible();
  const first = await latestCode(request, email, 'login');

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a new code to ${email}.` })).toBeVisible();
  let code = first;
  await expect.poll(async () => (code = await latestCode(request, email, 'login')), { message: 'a second login code' }).not.toBe(first);
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

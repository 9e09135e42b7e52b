import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ownerFrameFile, prerenderFile } from '../snapshot-files';
import { emailedCodes, ORIGIN, postForm, servedSite } from './forms-test-kit';

let t: TestApp;
let site: ReturnType<typeof servedSite>;

beforeAll(async () => {
  site = servedSite({
    [prerenderFile('/login')]:
      '<form data-frame-part="login-email"><input name="emailAddress" value=""><button type="submit">Email me a code</button></form>' +
      '<form data-frame-part="login-code" hidden><span data-login-email></span><input type="hidden" name="emailAddress" value="">' +
      '<input id="otp" name="otp" value=""><button type="submit">Log in</button><button type="button">Use another address</button></form>',
    [prerenderFile('/register-ads')]:
      '<form>' +
      ['firstName', 'lastName', 'emailAddress', 'mobile', 'businessName', 'websiteUrl']
        .map((n) => `<input name="${n}" value="">`)
        .join('') +
      '<fieldset><input type="radio" name="plan" value="low"><input type="radio" name="plan" value="high"></fieldset>' +
      '<fieldset><input type="radio" name="chargeVAT" value="yes"><input type="radio" name="chargeVAT" value="no"></fieldset>' +
      '<input type="checkbox" name="terms"><button type="submit">Create Account</button></form>',
    [ownerFrameFile('/setup-search/about')]:
      '<form><input name="mobile" value=""><input name="business_name" value=""><input name="business_url" value="">' +
      '<input name="location_search" value=""><input name="address" value="">' +
      '<fieldset><input type="radio" name="charge_vat" value="yes"><input type="radio" name="charge_vat" value="no"></fieldset></form>',
    [ownerFrameFile('/setup-search/details')]:
      `<form>${['headline_1', 'headline_2', 'headline_3', 'desc_1', 'desc_2'].map((n) => `<input name="ad_details.${n}" value="">`).join('')}</form>`,
    [ownerFrameFile('/setup-gbp/about')]:
      '<form><input name="mobile" value=""><input name="business_name" value=""><input name="business_url" value="">' +
      '<select name="category"><option value="">Choose a category</option><option value="Plumber">Plumber</option></select>' +
      '<input type="checkbox" name="sole_proprietor"><input name="registration_number" value="">' +
      '<fieldset><input type="radio" name="charge_vat" value="yes"><input type="radio" name="charge_vat" value="no"></fieldset></form>',
    [ownerFrameFile('/dashboard')]: '<h1>Your dashboard</h1><p aria-busy="true" role="status">Loading your campaigns…</p>',
  });
  t = await createTestApp(
    { RATE_OTP_PER_IP: '1000', RATE_LOGIN_PER_IP: '1000' },
    { siteRoot: site.siteRoot, releasesDir: site.releasesDir },
  );
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const post = (url: string, form: Record<string, string>, headers?: Record<string, string>) => postForm(t, url, form, headers);

async function latestCode(to: string) {
  const [code] = await emailedCodes(t, to);
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

describe('served forms without scripts', () => {
  it("refuses a post from another site's page, or one that names no page", async () => {
    expect((await post('/login', { emailAddress: 'a@example.com' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/login', { emailAddress: 'a@example.com' }, {})).statusCode).toBe(403);
    expect(
      (await post('/login', { emailAddress: 'a@example.com' }, { referer: `${ORIGIN}/login`, 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
  });

  it('registers, answers with the code page, and logs in with the emailed code (the cookie the shell writes, then the wizard)', async () => {
    const refused = await post('/register-ads', { firstName: 'Sipho', emailAddress: 'not-an-address' });
    expect(refused.body).toContain('data-field-error');
    expect(refused.body).toMatch(/<input name="firstName" value="Sipho"[^>]*>/);
    expect(refused.body).toContain('Please accept the terms of service');

    const email = `sipho-${Date.now()}@example.com`;
    const form = {
      firstName: 'Sipho',
      lastName: 'Dlamini',
      emailAddress: email,
      mobile: '+27 82 123 4567',
      businessName: 'Sipho Plumbing',
      websiteUrl: 'www.siphoplumbing.co.za',
      plan: 'low',
      chargeVAT: 'yes',
      terms: 'on',
    };
    const codeStep = await post('/register-ads', form);
    expect(codeStep.statusCode).toBe(200);
    expect(codeStep.body).not.toContain('data-frame-part="login-email"');
    expect(codeStep.body).toMatch(/<form method="post" data-frame-part="login-code" action="\/login\?next=%2Fsetup-search%2Fabout"/);
    expect(codeStep.body).toContain(`<input type="hidden" name="emailAddress" value="${email}">`);

    const wrong = await post('/login?next=/setup-search/about', { emailAddress: email, otp: 'AAAAA' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('data-field-error');
    const loggedIn = await post('/login?next=/setup-search/about', { emailAddress: email, otp: await latestCode(email) });
    expect(loggedIn.statusCode).toBe(303);
    expect(loggedIn.headers.location).toBe('/setup-search/about');
    expect(String(loggedIn.headers['set-cookie'])).toMatch(/^token=[A-Za-z0-9_-]{20,}; Max-Age=2592000; Path=\/; SameSite=Strict$/);
  });

  it('never sends a login on to another site', async () => {
    const { user } = await t.createUser();
    await post('/login', { emailAddress: user.email });
    const res = await post('/login?next=https://evil.example/', { emailAddress: user.email, otp: await latestCode(user.email) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
  });

  it('saves the about step and shows the next step, or answers its page with the errors beside the fields and what was typed', async () => {
    const { token, user } = await t.createUser();
    const cookie = `token=${token}`;
    const about = {
      mobile: '+27 82 555 0101',
      business_name: 'Sipho Plumbing',
      business_url: 'sipho.co.za',
      address: '',
      charge_vat: 'no',
    };
    const refused = await post('/setup-search/about', about, { origin: ORIGIN, cookie });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<input name="business_name" value="Sipho Plumbing">');
    expect(refused.body).toMatch(
      /<input name="address" value="" aria-invalid="true" aria-describedby="address-served-error"><p id="address-served-error" data-field-error="">/,
    );

    const saved = await post(
      '/setup-search/about',
      { ...about, address: '1 Long St, Cape Town', location_search: 'South Africa' },
      { origin: ORIGIN, cookie },
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/setup-search/details');
    const ad = await t.db.selectFrom('search_ads').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(ad.address).toBe('1 Long St, Cape Town');

    expect((await post('/setup-search/about', about)).headers.location).toBe('/login?next=%2Fsetup-search%2Fabout');

    const text = {
      headline_1: 'Sipho Plumbing',
      headline_2: 'Leaks fixed today',
      headline_3: 'Cape Town plumbers',
      desc_1: 'Call us.',
      desc_2: '',
    };
    const adForm = (fields: typeof text) =>
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [`ad_details.${name}`, value]));
    const missing = await post('/setup-search/details', adForm(text), { origin: ORIGIN, cookie });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('data-field-error');
    const next = await post('/setup-search/details', adForm({ ...text, desc_2: 'Licensed and insured.' }), { origin: ORIGIN, cookie });
    expect(next.headers.location).toBe('/setup-search/keywords');
    const details = await t.db.selectFrom('search_ads').select('ad_details').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(String(details.ad_details)).desc_2).toBe('Licensed and insured.');
  });

  it("serves the owner's campaigns on the dashboard for a browser without scripts", async () => {
    const { token, user } = await t.createUser();
    await insertSearchAd(t.db, user.id, { business_name: 'Karoo Coffee', status: 'active' });
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: `token=${token}` } });
    expect(page.body).toMatch(
      /<noscript><section[^>]*><h2[^>]*>Your campaigns<\/h2><ul><li><h3>Karoo Coffee<\/h3><p>Search ads: Live\.<\/p>/,
    );
    expect(page.body).toContain('Last 30 days: 0 clicks, 0 views');
  });
});

describe('what needs scripts', () => {
  it('says so above the form of a step the server cannot save, and the pay step says paying needs JavaScript and what to do', async () => {
    const { noScriptNote, PAY_NEEDS_SCRIPTS } = await import('../no-script-notes');
    const frame = '<html><head></head><body><div id="root"><h1>Pay</h1><form class="f"><button>Pay</button></form></div></body></html>';
    const pay = noScriptNote('/setup-search/pay')!(frame);
    expect(pay).toContain(`<form class="f"><p role="note" data-no-script="" data-no-script-note="">${PAY_NEEDS_SCRIPTS}</p><button>`);
    // Shown only without scripts: the head's <noscript> style shows it.
    expect(pay).toMatch(
      /<style data-no-script-style="">\[data-no-script\]\{display:none\}<\/style><noscript><style>\[data-no-script\]\{display:block\}/,
    );
    // Above a form with an introduction: the note is the introduction's last part (the served elements keep their places).
    const withLead = frame.replace('<form', '<p>Lead.</p><form');
    expect(noScriptNote('/setup-gbp/pay')!(withLead)).toContain(
      `<p>Lead.<span role="note" data-no-script="" data-no-script-note="">${PAY_NEEDS_SCRIPTS}</span></p><form class="f">`,
    );
    expect(noScriptNote('/setup-search/status-unknown')!(frame)).toContain('Saving this step needs JavaScript');
    // A loading line never ends without scripts: not shown then. A page without a form is left as it is.
    expect(
      noScriptNote('/setup-search/pay')!(frame.replace('<button>', '<p role="status">Loading your VAT answer…</p><button>')),
    ).toContain('<p role="status" data-needs-script="">Loading your VAT answer…</p>');
    const status = '<html><head></head><body><div id="root"><p role="status">Loading your status…</p></div></body></html>';
    expect(noScriptNote('/setup-gbp/status')!(status)).toBe(status);
    expect(noScriptNote('/setup-search/about')).toBeNull();
    expect(noScriptNote('/setup-gbp/address')).toBeNull();
  });

  it("says in their place that the ad text step's suggestions need JavaScript (the step itself saves)", async () => {
    const { noScriptNote, SUGGEST_NEEDS_SCRIPTS } = await import('../no-script-notes');
    const frame =
      '<html><head></head><body><div id="root"><form><div class="panel"><button type="button" class="s">Suggest with AI</button></div>' +
      '<input name="ad_details.headline_1"></form></div></body></html>';
    const details = noScriptNote('/setup-search/details')!(frame);
    expect(details).toContain(
      `<div class="panel"><button type="button" class="s" data-needs-script="">Suggest with AI</button><p role="note" data-no-script="" data-no-script-note="">${SUGGEST_NEEDS_SCRIPTS}</p></div>`,
    );
    expect(details).toContain('[data-needs-script]{display:none!important}');
    expect(details).not.toContain('Saving this step needs JavaScript');
  });
});

it('serves the registration page with the plan a link names ticked', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/register-ads?plan=growth' });
  expect(page.body).toContain('<input type="radio" name="plan" value="high" checked="">');
  expect(page.body).toContain('<input type="radio" name="plan" value="low">');
});

it("counts a form's posts against the JSON route's rate limit, by the sender's address", async () => {
  const tight = await createTestApp(
    { RATE_LOGIN_PER_IP: '2', RATE_OTP_PER_IP: '1000' },
    { siteRoot: site.siteRoot, releasesDir: site.releasesDir },
  );
  try {
    const send = (ip: string) =>
      tight.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: ip,
        payload: 'emailAddress=a%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3400', origin: ORIGIN },
      });
    for (let i = 0; i < 2; i++) expect((await send('203.0.113.7')).body).not.toContain('data-frame-part="login-email"');
    const refused = await send('203.0.113.7');
    expect(refused.body).toContain('Too many requests');
    expect(refused.body).toContain('data-frame-part="login-email"');
    expect((await send('198.51.100.9')).body).not.toContain('data-frame-part="login-email"');
  } finally {
    await tight.close();
  }
});

it("saves the business profile's about step, a sole proprietor without a registration number", async () => {
  const { token, user } = await t.createUser();
  const headers = { origin: ORIGIN, cookie: `token=${token}` };
  const about = { mobile: '+27 82 555 0101', business_name: 'Karoo Coffee', business_url: 'karoo.co.za', category: '', charge_vat: 'no' };
  const refused = await post('/setup-gbp/about', { ...about, sole_proprietor: 'on', registration_number: 'not sent' }, headers);
  expect(refused.body).toMatch(/<select name="category" aria-invalid="true"/);
  expect(refused.body).toContain('<input type="checkbox" name="sole_proprietor" checked="">');
  const saved = await post(
    '/setup-gbp/about',
    { ...about, category: 'Plumber', sole_proprietor: 'on', registration_number: 'not sent' },
    headers,
  );
  expect(saved.statusCode).toBe(303);
  expect(saved.headers.location).toBe('/setup-gbp/business');
  const profile = await t.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(profile).toMatchObject({ business_name: 'Karoo Coffee', category: 'Plumber' });
});

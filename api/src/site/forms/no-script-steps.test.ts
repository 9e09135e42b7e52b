import sharp from 'sharp';
import { keywordsOverPlanMessage, MESSAGES } from '@adlaunch/shared';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PAY_NEEDS_SCRIPTS } from '../no-script-notes';
import { ownerFrameFile, prerenderFile } from '../snapshot-files';
import { emailedCodes, ORIGIN, postForm, servedSite } from './forms-test-kit';

let t: TestApp;
let site: ReturnType<typeof servedSite>;

// The served frames' markup as the apps render it (mfe-search-wizard's TagInput, the UI kit's FileDrop), trimmed.
const chips = (label: string, input: string, i: number) =>
  `<div class="field" data-field=""><div class="row"><label for="r${i}-input" class="lbl">${label}</label></div>` +
  `<p id="r${i}-hint" class="hint">Type a keyword and press Enter, e.g. plumber.</p>` +
  `<div class="chips-row"><input id="r${i}-input" class="inp" name="${input}" value=""><button type="button">Add</button></div>` +
  `<p role="status">Loading…</p></div>`;
const drop = (label: string, accept: string, i: number) =>
  `<div class="field" data-field=""><label for="f${i}" class="lbl">${label}</label><p id="f${i}-hint">Hint</p>` +
  `<div class="drop"><span aria-hidden="true">Choose a file or drag it here</span><input id="f${i}" class="drop-input" accept="${accept}" type="file"></div>` +
  `<p role="status">Checking…</p></div>`;

beforeAll(async () => {
  site = servedSite({
    [prerenderFile('/login')]:
      '<form data-frame-part="login-email"><input name="emailAddress" value=""><button type="submit">Email me a code</button></form>' +
      '<form data-frame-part="login-code" hidden><span data-login-email></span><input type="hidden" name="emailAddress" value="">' +
      '<input id="otp" name="otp" value=""><div><button type="submit">Log in</button><button type="button" class="link">Use another address</button></div></form>',
    [ownerFrameFile('/setup-search/keywords')]:
      '<h1>Choose your keywords</h1><p>Lead.</p><form>' +
      `<div>${chips('Keywords', 'new_keyword', 0)}<div class="bar"></div></div>${chips('Competitors', 'new_competitor', 1)}` +
      `<div>${chips('Words to exclude', 'new_excluded_word', 2)}</div><div><a class="back" href="/setup-search/details">Back</a><button type="submit">Save and continue</button></div></form>`,
    [ownerFrameFile('/setup-gbp/business')]:
      '<h1>Your business</h1><p>Lead.</p><form><div><label for="d">Description</label><textarea id="d" name="description"></textarea></div>' +
      drop('Photo of your business', 'image/png,image/jpeg,image/webp', 1) +
      drop('Registration certificate (optional)', 'application/pdf,image/png,image/jpeg', 2) +
      '<div><a class="back" href="/setup-gbp/about">Back</a><button type="submit">Save and continue</button></div></form>',
    [ownerFrameFile('/setup-gbp/address')]:
      `<form>${['address', 'zipcode', 'city', 'country'].map((n) => `<input name="${n}" value="">`).join('')}<button type="submit">Save and go to payment</button></form>`,
    [ownerFrameFile('/setup-search/pay')]:
      '<h1>Pay</h1><p>Lead.</p><form><input type="radio" name="tier" value="low"><button type="submit">Pay</button></form>',
  });
  t = await createTestApp(
    { RATE_OTP_PER_IP: '1000', RATE_LOGIN_PER_IP: '1000', RATE_OTP_PER_ADDRESS: '3' },
    { siteRoot: site.siteRoot, releasesDir: site.releasesDir },
  );
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const post = (url: string, form: Record<string, string>, headers?: Record<string, string>) => postForm(t, url, form, headers);

/** A browser's multipart post of the business step: text fields, and files as `[field, name, bytes]`. */
function postMultipart(url: string, fields: Record<string, string>, files: [string, string, Buffer][], headers: Record<string, string>) {
  const boundary = '----test-boundary';
  const parts = [
    ...Object.entries(fields).map(([n, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)),
    ...files.flatMap(([n, file, body]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${n}"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      body,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, host: 'localhost:3400', ...headers },
  });
}

const latestCodes = (to: string) => emailedCodes(t, to);

describe('the keywords step without scripts', () => {
  it('serves each list as a text area, one a line, with the saved list in it and the plan to hold the keywords to', async () => {
    const { token, user } = await t.createUser();
    await insertSearchAd(t.db, user.id, { status: 'setup', keywords: '["plumber cape town","geyser repair"]', plan: null });
    const page = await t.app.inject({ method: 'GET', url: '/setup-search/keywords', headers: { cookie: `token=${token}` } });
    expect(page.body).toMatch(/<label for="keywords-lines" class="lbl">Keywords, one a line<\/label>/);
    expect(page.body).toContain('Type a keyword, one a line, e.g. plumber.');
    expect(page.body).toMatch(
      /<textarea id="keywords-lines" name="keywords" class="inp"[^>]*>plumber cape town\ngeyser repair<\/textarea>/,
    );
    expect(page.body).toMatch(/<textarea id="competitors-lines" name="competitors"[^>]*><\/textarea>/);
    expect(page.body).toContain('<input type="radio" name="tier" value="low" checked="">');
    // The chips' own field needs scripts: hidden without them; the text areas show only without them.
    expect(page.body).toMatch(/<div class="chips-row" data-needs-script="">/);
    expect(page.body).toMatch(/<noscript><style>\[data-no-script\]\{display:block\}/);
  });

  it("saves the lists typed one a line and shows the pay step, or answers with the app's message beside the list", async () => {
    const { token, user } = await t.createUser();
    await insertSearchAd(t.db, user.id, { status: 'setup', plan: null });
    const headers = { origin: ORIGIN, cookie: `token=${token}` };
    const bad = await post(
      '/setup-search/keywords',
      { keywords: 'plumber\n!!!', competitors: '', negative_keywords: '', tier: 'low' },
      headers,
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toMatch(
      /<textarea id="keywords-lines" name="keywords"[^>]*aria-invalid="true"[^>]*>plumber\n!!!<\/textarea><p id="keywords-lines-served-error"/,
    );
    expect(bad.body).toContain(MESSAGES.keyword);

    const many = Array.from({ length: 21 }, (_, i) => `plumber ${i + 1}`).join('\n');
    const over = await post('/setup-search/keywords', { keywords: many, competitors: '', negative_keywords: '', tier: 'low' }, headers);
    expect(over.body).toContain(keywordsOverPlanMessage('low'));

    const saved = await post(
      '/setup-search/keywords',
      { keywords: `${many}\n  Plumber 1 \n`, competitors: 'Cape Plumbing Co', negative_keywords: 'free\njobs', tier: 'high' },
      headers,
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/setup-search/pay?plan=growth');
    const ad = await t.db.selectFrom('search_ads').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(String(ad.keywords))).toHaveLength(21);
    expect(JSON.parse(String(ad.competitors))).toEqual(['Cape Plumbing Co']);
  });

  it('refuses a keywords post from another site', async () => {
    const { token } = await t.createUser();
    const res = await post('/setup-search/keywords', { keywords: 'plumber' }, { origin: 'https://evil.example', cookie: `token=${token}` });
    expect(res.statusCode).toBe(403);
  });
});

describe('a new code without scripts', () => {
  it('sends a new code and says so on the code page, which logs in with it; past the limit it says why beside the button', async () => {
    const { user } = await t.createUser();
    const first = await post('/login', { emailAddress: user.email });
    expect(first.body).toMatch(/<button type="submit" name="resend" value="code" formnovalidate="" class="link">Send a new code<\/button>/);
    const again = await post('/login?next=/dashboard', { emailAddress: user.email, resend: 'code' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`<p role="status" data-form-notice="">We sent a new code to ${user.email}.</p>`);
    expect(again.body).toContain('action="/login?next=%2Fdashboard"');
    // The newest code's email is sent; the first one's is skipped when both were still queued (one address
    // gets only its newest code), so one or two arrive, and the newest logs in.
    const codes = await latestCodes(user.email);
    expect(codes.length).toBeGreaterThanOrEqual(1);
    const loggedIn = await post('/login?next=/dashboard', { emailAddress: user.email, otp: codes[0] });
    expect(loggedIn.statusCode).toBe(303);

    // The address's hourly limit (3 here) is the app's: the third and fourth asks are refused.
    await post('/login', { emailAddress: user.email, resend: 'code' });
    const refused = await post('/login', { emailAddress: user.email, resend: 'code' });
    expect(refused.body).toMatch(
      /name="resend"[^>]*aria-invalid="true"[^>]*>Send a new code<\/button><p id="resend-served-error" data-field-error="">/,
    );
    expect(refused.body).not.toContain('We sent a new code');
  });
});

describe('the business profile steps without scripts', () => {
  async function ownerWithProfile() {
    const { token, user } = await t.createUser();
    const about = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        mobile: '+27 82 555 0101',
        business_name: 'Karoo Coffee',
        business_url: 'karoo.co.za',
        category: 'Cafe',
        registration_number: '',
        charge_vat: 'no',
      },
    });
    expect(about.statusCode).toBeLessThan(300);
    return { token, user, headers: { origin: ORIGIN, cookie: `token=${token}` } };
  }
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  const description = 'Coffee roasted in the Karoo, served all day.';

  it('serves the step as a multipart form with named file fields', async () => {
    const { token } = await ownerWithProfile();
    const page = await t.app.inject({ method: 'GET', url: '/setup-gbp/business', headers: { cookie: `token=${token}` } });
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).toMatch(
      /<input id="f1" class="drop-input" accept="image\/png[^"]*" type="file" name="image" data-no-script-file="">/,
    );
    expect(page.body).toContain('No photo uploaded yet.');
    expect(page.body).toMatch(/<button type="submit" name="upload" value="image" formnovalidate="" class="back">Upload photo<\/button>/);
  });

  it('uploads a photo and answers the page with it listed; a wrong file is refused beside its field in the API upload’s words', async () => {
    const { headers, user } = await ownerWithProfile();
    const wrong = await postMultipart(
      '/setup-gbp/business',
      { description: '', upload: 'image' },
      [['image', 'notes.txt', Buffer.from('hello')]],
      headers,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toMatch(
      /name="image"[^>]*aria-invalid="true"[^>]*><\/div><p id="f1-served-error" data-field-error="">This file is not a PNG, JPEG or WebP image/,
    );

    const uploaded = await postMultipart(
      '/setup-gbp/business',
      { description, upload: 'image' },
      [['image', 'shop.png', await png()]],
      headers,
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.body).toContain('<p role="status">shop.png uploaded.</p>');
    const src = uploaded.body.match(
      /<img src="(\/v2\/google-business-profile\/asset\/[0-9a-f]{32}\.(png|jpg|webp))" alt="Your uploaded business photo">/,
    )?.[1];
    expect(src).toBeDefined();
    expect(uploaded.body).toContain(`<input type="hidden" name="image_url" value="${src}">`);
    expect(uploaded.body).toContain(description);

    const next = await postMultipart('/setup-gbp/business', { description, image_url: src!, certificate_url: '' }, [], headers);
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toBe('/setup-gbp/address');
    const profile = await t.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile.image).toBe(src);
  });

  it("refuses a certificate over its limit in the API upload's words, and a file over the form's limit, beside its field", async () => {
    const { headers } = await ownerWithProfile();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const large = await postMultipart(
      '/setup-gbp/business',
      { description, upload: 'certificate' },
      [['certificate', 'cipc.pdf', pdf]],
      headers,
    );
    expect(large.body).toMatch(
      /name="certificate"[^>]*aria-invalid="true"[^>]*><\/div><p id="f2-served-error" data-field-error="">The file is too large: at most 5 MB\.<\/p>/,
    );
    const huge = await postMultipart(
      '/setup-gbp/business',
      { description, upload: 'image' },
      [['image', 'big.png', Buffer.alloc(21 * 1024 * 1024, 1)]],
      headers,
    );
    expect(huge.statusCode).toBe(200);
    expect(huge.body).toMatch(/<p id="f1-served-error" data-field-error="">The file is too large: at most 20 MB\.<\/p>/);
  });

  it('says a missing photo beside the photo field, and refuses a post from another site', async () => {
    const { headers } = await ownerWithProfile();
    const missing = await postMultipart('/setup-gbp/business', { description, image_url: '/elsewhere.png' }, [], headers);
    expect(missing.body).toMatch(
      /name="image"[^>]*aria-invalid="true"[^>]*><\/div><p id="f1-served-error" data-field-error="">Upload a photo of your business\.<\/p>/,
    );
    const evil = await postMultipart('/setup-gbp/business', { description }, [['image', 'shop.png', await png()]], {
      ...headers,
      origin: 'https://evil.example',
    });
    expect(evil.statusCode).toBe(403);
  });

  it('saves the address step and goes on to payment, which says it needs JavaScript and what to do', async () => {
    const { headers } = await ownerWithProfile();
    const address = { address: '1 Long St', zipcode: '80', city: 'Cape Town', country: 'South Africa' };
    const refused = await post('/setup-gbp/address', address, headers);
    expect(refused.body).toContain(MESSAGES.postalCodeSa);
    const saved = await post('/setup-gbp/address', { ...address, zipcode: '8001' }, headers);
    expect(saved.headers.location).toBe('/setup-gbp/pay');
    const pay = await post('/setup-search/pay', { tier: 'low' }, headers);
    expect(pay.body).toContain(`<p role="alert" data-form-answer="">${PAY_NEEDS_SCRIPTS}</p>`);
    // Said once, where the owner is looking: at the form they sent.
    expect(pay.body.split(PAY_NEEDS_SCRIPTS)).toHaveLength(2);
    expect((await post('/setup-gbp/pay', {})).headers.location).toBe('/login?next=%2Fsetup-gbp%2Fpay');
  });
});

import * as cheerio from 'cheerio';
import type { OwnerFrameData } from '@adlaunch/shared';
import { createTestApp, type TestApp } from '../testing/test-app';
import { latestProfile } from '../profiles/profiles';
import { setVerification } from '../staff/orders/verification';
import { operatorActor } from '../staff/staff-actions';
import { dashboardNoScript } from './dashboard-fill';
import { profileStatusNoScript } from './profile-status-fill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRAME =
  '<html><head></head><body><div id="root"><h1>Your business profile</h1><div role="status">Loading your business profile\'s status…</div>' +
  '<div aria-busy="true" role="status">Loading your campaigns…</div></div></body></html>';

/** What a browser without scripts reads: the `<noscript>` markup, parsed as such. */
const served = (html: string) => cheerio.load(cheerio.load(html)('noscript').not('head noscript').html() ?? '');

async function ownerInVerification() {
  const { headers } = await t.createUser();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/v2/google-business-profile',
    headers,
    payload: {
      mobile: '+27 82 555 0101',
      business_name: 'Sipho Plumbing',
      business_url: 'sipho.co.za',
      category: 'Plumber',
      registration_number: '2019/123456/07',
    },
  });
  const id = saved.json().profile.id as number;
  await t.db.updateTable('profiles').set({ status: 'verification' }).where('id', '=', id).execute();
  const user = await t.db.selectFrom('profiles').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
  const data = async (): Promise<OwnerFrameData> => ({
    user: {} as OwnerFrameData['user'],
    searchAd: null,
    searchAds: [],
    profile: await latestProfile(t.db, user.user_id),
  });
  return { id, data };
}

it("serves the profile's status page without scripts with the verification step and what to do next", async () => {
  const { id, data } = await ownerInVerification();
  let page = served((await profileStatusNoScript(t.db, await data()))(FRAME));
  expect(page('h2').text()).toBe("Your business profile's status");
  expect(page('p').first().text()).toBe('Status: Waiting for verification');
  expect(page('li[aria-current=step]').text()).toBe('Step 1 · Now: Google sends a code to your business');
  expect(page.text()).toContain('We are asking Google to verify your business.');

  await setVerification(
    t.db,
    operatorActor('verifier'),
    id,
    'code_sent',
    'Google is posting a postcard to 14 Bree Street.',
    'http://localhost',
  );
  const html = (await profileStatusNoScript(t.db, await data()))(FRAME);
  page = served(html);
  expect(page.text()).toMatch(/Google sent a verification code to your business on \d+ \w+ \d{4}.*When it arrives, send it to us/);
  expect(page.text()).toContain('Note from our team: Google is posting a postcard to 14 Bree Street.');
  // The loading line is hidden only without scripts.
  expect(cheerio.load(html)('[data-needs-scripts]').text()).toBe("Loading your business profile's status…");
});

it("tells the dashboard's served campaigns the profile's verification step", async () => {
  const { id, data } = await ownerInVerification();
  await setVerification(t.db, operatorActor('verifier'), id, 'code_received', undefined, 'http://localhost');
  const page = served((await dashboardNoScript(t.db, await data()))(FRAME));
  expect(page.text()).toContain('Google Business Profile: verification.');
  expect(page('li[aria-current=step]').text()).toBe('Step 2 · Now: You send us the code and we enter it');
  expect(page.text()).toMatch(/received your code on .* Nothing to do/);
});

it("says a profile still being set up in the campaigns' words on the dashboard, with a link to its next step", async () => {
  const { user } = await t.createUser();
  const stamp = new Date().toISOString();
  await t.db
    .insertInto('profiles')
    .values({ user_id: user.id, status: 'setup', business_name: 'Karoo Coffee', created_at: stamp, updated_at: stamp })
    .execute();
  const data: OwnerFrameData = {
    user: {} as OwnerFrameData['user'],
    searchAd: null,
    searchAds: [],
    profile: await latestProfile(t.db, user.id),
  };
  const page = served((await dashboardNoScript(t.db, data))(FRAME));
  expect(page('p').first().text()).toBe('Google Business Profile: Being set up. Continue the setup');
  expect(page('a').attr('href')).toBe('/setup-gbp/about');
});

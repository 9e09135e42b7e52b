import { keywordsOverPlanMessage, STAFF_API } from '@adlaunch/shared';
import { staffOrderAnswerSchema, staffOrderChangeAnswerSchema, statusAnswerSchema } from '@adlaunch/shared/schemas';
import { locationIndex } from '../../campaigns/locations';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newestEmail, signedInStaff } from '../staff-test-kit';
import { AD_CHANGE_MESSAGES } from './ad-changes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AD_TEXT = {
  headline_1: 'Emergency Plumber Cape Town',
  headline_2: 'Geysers Fixed Today',
  headline_3: 'Call Greenleaf Now',
  desc_1: 'Burst geyser? We are there within the hour, day or night.',
  desc_2: 'Licensed plumbers, fixed prices, no call-out fee.',
};

async function paidAd(plan = 'plan_02') {
  const owner = await t.createUser();
  const id = await insertSearchAd(t.db, owner.user.id, {
    status: 'in_review',
    plan,
    business_name: 'Greenleaf Plumbing',
    keywords: '["emergency plumber"]',
    negative_keywords: '["free"]',
    ad_details: JSON.stringify({ ...AD_TEXT, headline_3: 'Old headline' }),
  });
  return { owner, id };
}
const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });

describe('staff ad changes', () => {
  it('changes the ad text, records before and after, and tells the owner on the dashboard and by email once', async () => {
    const staff = await signedInStaff(t, ['campaigns']);
    const { id, owner } = await paidAd();
    const res = await post(
      STAFF_API.orderAd(id, 'ad-text'),
      { ad_details: AD_TEXT, note_for_owner: 'A sharper third headline.' },
      staff.headers,
    );
    expect(res.statusCode).toBe(200);
    const { action } = staffOrderChangeAnswerSchema.parse(res.json());
    expect(action).toMatchObject({
      by: staff.email,
      action: 'ad_text',
      before: { ad_details: { headline_3: 'Old headline' } },
      after: { ad_details: { headline_3: 'Call Greenleaf Now' }, noteForOwner: 'A sharper third headline.' },
    });

    const page = staffOrderAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.order('search_ads', id), headers: staff.headers })).json(),
    );
    expect(page.ad?.adDetails?.headline_3).toBe('Call Greenleaf Now');
    expect(page.history[0]).toMatchObject({ action: 'ad_text' });

    const status = statusAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/v2/profile-status/status/${id}`, headers: owner.headers })).json(),
    );
    expect(status.note?.text).toBe('A sharper third headline.');
    const email = await newestEmail(t, owner.user.email);
    expect(email.subject).toBe('AdLaunch: we changed the ad text of your search ad for Greenleaf Plumbing');
    expect(email.text).toContain('Call Greenleaf Now');
    expect(email.text).not.toContain('Geysers Fixed Today');

    // The same text again changes nothing and tells nobody.
    const again = await post(STAFF_API.orderAd(id, 'ad-text'), { ad_details: AD_TEXT }, staff.headers);
    expect([again.statusCode, again.json().error]).toEqual([409, AD_CHANGE_MESSAGES.unchanged]);
  });

  it('refuses ad text the owner’s step refuses, naming the field', async () => {
    const staff = await signedInStaff(t, ['campaigns']);
    const { id } = await paidAd();
    const res = await post(STAFF_API.orderAd(id, 'ad-text'), { ad_details: { ...AD_TEXT, headline_1: 'x'.repeat(31) } }, staff.headers);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['ad_details.headline_1']);
  });

  it('changes keywords and words to exclude within the plan’s limit, and says so to the owner without a note', async () => {
    const staff = await signedInStaff(t, ['campaigns']);
    const { id, owner } = await paidAd('plan_01');
    const tooMany = Array.from({ length: 21 }, (_, i) => `plumber ${i + 1}`);
    const over = await post(STAFF_API.orderAd(id, 'keywords'), { keywords: tooMany, negative_keywords: [] }, staff.headers);
    expect([over.statusCode, over.json().fields?.keywords]).toEqual([400, [keywordsOverPlanMessage('plan_01')]]);

    const res = await post(
      STAFF_API.orderAd(id, 'keywords'),
      { keywords: ['emergency plumber', 'geyser repairs', 'Geyser repairs '], negative_keywords: ['jobs'] },
      staff.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().action).toMatchObject({
      action: 'keywords',
      before: { keywords: ['emergency plumber'], negative_keywords: ['free'] },
      after: { keywords: ['emergency plumber', 'geyser repairs'], negative_keywords: ['jobs'] },
    });
    const email = await newestEmail(t, owner.user.email);
    expect(email.text).toMatch(/Keywords added:?\s+geyser repairs/);
    expect(email.text).toMatch(/Words to exclude removed:?\s+free/);
    const status = statusAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/v2/profile-status/status/${id}`, headers: owner.headers })).json(),
    );
    expect(status.note?.text).toBe("We changed your ad's keywords.");
  });

  it('changes locations to known ones only', async () => {
    const staff = await signedInStaff(t, ['campaigns']);
    const { id } = await paidAd();
    const unknown = await post(STAFF_API.orderAd(id, 'locations'), { location_ids: ['nowhere-0'] }, staff.headers);
    expect(unknown.statusCode).toBe(400);
    const [place] = locationIndex().search('Cape Town');
    const res = await post(STAFF_API.orderAd(id, 'locations'), { location_ids: [place.id] }, staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().action).toMatchObject({ action: 'locations', before: { locations: [] }, after: { locations: [{ id: place.id }] } });
    // The location index is built on first use: slow on a loaded machine.
  }, 120_000);

  it('is the campaigns role’s, and leaves an unpaid draft to its owner', async () => {
    const support = await signedInStaff(t, ['support']);
    const campaigns = await signedInStaff(t, ['campaigns']);
    const { id } = await paidAd();
    expect((await post(STAFF_API.orderAd(id, 'ad-text'), { ad_details: AD_TEXT }, support.headers)).statusCode).toBe(403);
    const owner = await t.createUser();
    const draft = await insertSearchAd(t.db, owner.user.id, { status: 'setup' });
    expect(
      (await post(STAFF_API.orderAd(draft, 'keywords'), { keywords: ['a b'], negative_keywords: [] }, campaigns.headers)).statusCode,
    ).toBe(404);
  });
});

import { enginesConfig } from './engine-settings';
import { createEnginesApp, type EnginesApp } from './testing/engines-test-kit';
import { signedInStaff } from '../staff/staff-test-kit';

let e: EnginesApp;
beforeAll(async () => {
  e = await createEnginesApp();
});
afterAll(() => e.close());

const DAY = '2026-11-26';
let n = 0;
/** Ids of their own per test, so that each test's ads and campaigns are apart. */
const ids = () => {
  n++;
  return { customer: `${100 + n}-200-3000`, customerDigits: `${100 + n}2003000`, account: String(9000 + n), campaign: String(5000 + n) };
};

describe('sync-results against the stand-ins', () => {
  it('shows an owner whose ad is linked their clicks after the sync, both engines summed, with nobody importing anything', async () => {
    const { customer, customerDigits, account, campaign } = ids();
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    await e.link(owner.adId, 'microsoft', account, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 12, impressions: 340, costMicros: 1_234_567 });
    e.google.setDay(customerDigits, campaign, '2026-11-25', { clicks: 0, impressions: 15, costMicros: 0 });
    e.microsoft.setDay(account, campaign, DAY, { clicks: 3, impressions: 80, spend: '4.56' });

    const before = await e.performance(owner, owner.adId);
    expect(before.json().days).toEqual([]);
    const lines = await e.sync(DAY);
    expect(lines.join('\n')).toMatch(/Google Ads: \d+ linked ads?, \d+ days added/);

    const res = await e.performance(owner, owner.adId);
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { date: '2026-11-25', clicks: 0, views: 15, spendCents: 0 },
      // 1,234,567 micros are 123 cents; Bing's R4.56 is 456.
      { date: DAY, clicks: 15, views: 420, spendCents: 123 + 456 },
    ]);
    expect(res.json().results).toEqual({
      engines: [
        { engine: 'google', updatedAt: expect.any(String), failing: false },
        { engine: 'microsoft', updatedAt: expect.any(String), failing: false },
      ],
    });
  });

  it('changes nothing when run again, and replaces a corrected day (a day no longer reported is removed)', async () => {
    const { customer, customerDigits, campaign } = ids();
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 5, impressions: 50, costMicros: 10_000_000 });
    e.google.setDay(customerDigits, campaign, '2026-11-20', { clicks: 1, impressions: 10, costMicros: 500_000 });
    await e.sync(DAY);
    const rows = () => e.t.db.selectFrom('engine_days').selectAll().where('ad_id', '=', owner.adId).orderBy('date').execute();
    const first = await rows();
    expect(first).toHaveLength(2);

    await e.sync(DAY);
    expect(await rows()).toEqual(first);

    e.google.setDay(customerDigits, campaign, DAY, { clicks: 4, impressions: 50, costMicros: 9_000_000 });
    e.google.setDay(customerDigits, campaign, '2026-11-20', { clicks: 0, impressions: 0, costMicros: 0 });
    await e.sync(DAY);
    const corrected = (await e.performance(owner, owner.adId)).json().days;
    expect(corrected).toEqual([
      { date: '2026-11-20', clicks: 0, views: 0, spendCents: 0 },
      { date: DAY, clicks: 4, views: 50, spendCents: 900 },
    ]);
  });

  it('refreshes an expired access token once and goes on', async () => {
    const { customer, customerDigits, campaign } = ids();
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 7, impressions: 70, costMicros: 0 });
    e.google.expireTokens();
    const tokensBefore = e.google.tokenCalls().length;
    await e.sync(DAY);
    // One grant for the run's first token; the expired one is never used again.
    expect(e.google.tokenCalls().length - tokensBefore).toBe(1);
    e.google.fail('expired_token');
    const tokensMid = e.google.tokenCalls().length;
    await e.sync(DAY);
    expect(e.google.tokenCalls().length - tokensMid).toBeGreaterThanOrEqual(1);
    const sync = await e.t.db.selectFrom('engine_syncs').selectAll().where('ad_id', '=', owner.adId).executeTakeFirstOrThrow();
    expect(sync).toMatchObject({ engine: 'google', error: null, rows: 1 });
  });

  it("retries Google's RESOURCE_EXHAUSTED with backoff and stores the figures", async () => {
    const { customer, customerDigits, campaign } = ids();
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 2, impressions: 20, costMicros: 0 });
    e.sleeps.length = 0;
    e.google.fail('resource_exhausted', 'resource_exhausted');
    const lines = await e.sync(DAY);
    // Each rate-limited call waited (at least the second Google asked for) before trying again.
    expect(e.sleeps.filter((ms) => ms >= 1_000)).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/failed/);
    expect((await e.performance(owner, owner.adId)).json().days).toEqual([{ date: DAY, clicks: 2, views: 20, spendCents: 0 }]);
  });

  it("stops Google's sync when the refresh token is revoked and emails the campaigns staff; Bing and its figures go on", async () => {
    const { customer, customerDigits, account, campaign } = ids();
    const staff = await signedInStaff(e.t, ['campaigns']);
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    await e.link(owner.adId, 'microsoft', account, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 10, impressions: 100, costMicros: 1_000_000 });
    e.microsoft.setDay(account, campaign, DAY, { clicks: 1, impressions: 9, spend: '1.00' });
    await e.sync(DAY);

    // Two days later Google's token is revoked; Bing has a new day.
    e.google.revoke();
    try {
      e.microsoft.setDay(account, campaign, '2026-11-28', { clicks: 2, impressions: 9, spend: '2.00' });
      const lines = await e.sync('2026-11-28');
      expect(lines.join('\n')).toMatch(/Google Ads: .*stopped: the refresh token was refused \(invalid_grant/);
      expect(lines.join('\n')).toMatch(/Microsoft Advertising: \d+ linked ads?, 1 days added/);
      const answer = (await e.performance(owner, owner.adId)).json();
      expect(answer.days.map((d: { clicks: number }) => d.clicks)).toEqual([11, 2]);
      expect(answer.results.engines).toEqual([
        { engine: 'google', updatedAt: expect.any(String), failing: true },
        { engine: 'microsoft', updatedAt: expect.any(String), failing: false },
      ]);
      const [email] = await e.outbox(staff.email);
      expect(email.subject).toBe('Google Ads results are not arriving');
      expect(email.text).toMatch(/GOOGLE_ADS_REFRESH_TOKEN/);
    } finally {
      e.google.revoke(false);
    }
  });

  it('fails only the ads of a Microsoft account the user may not read, tells staff, and goes on with the other accounts and Google', async () => {
    const { customer, customerDigits, account, campaign } = ids();
    const staff = await signedInStaff(e.t, ['campaigns']);
    const owner = await e.ownerWithAd();
    const other = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    await e.link(owner.adId, 'microsoft', account, campaign);
    await e.link(other.adId, 'microsoft', `${account}0`, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 4, impressions: 40, costMicros: 0 });
    e.microsoft.setDay(`${account}0`, campaign, DAY, { clicks: 6, impressions: 60, spend: '0.00' });
    e.microsoft.forbid(account);
    const lines = await e.sync(DAY);
    e.microsoft.forbid(account, false);
    expect(lines.join('\n')).toMatch(
      new RegExp(`Microsoft Advertising: .*; \\d+ failed; no access to ${account} \\(staff were emailed\\)`),
    );
    expect(lines.join('\n')).not.toMatch(/stopped/);
    const syncs = await e.t.db
      .selectFrom('engine_syncs')
      .selectAll()
      .where('ad_id', 'in', [owner.adId, other.adId])
      .orderBy('ad_id')
      .orderBy('engine')
      .execute();
    expect(syncs.map((s) => [s.ad_id, s.engine, s.error === null])).toEqual([
      [owner.adId, 'google', true],
      [owner.adId, 'microsoft', false],
      [other.adId, 'microsoft', true],
    ]);
    expect((await e.performance(other, other.adId)).json().days).toEqual([{ date: DAY, clicks: 6, views: 60, spendCents: 0 }]);
    const emails = (await e.outbox(staff.email)).filter((m) => m.kind === 'engine-permission');
    expect(emails.map((m) => m.subject)).toEqual([`Microsoft Advertising: no access to account ${account}`]);
    expect(emails[0].text).toMatch(/UserIsNotAuthorized/);
  });

  it('fails only the ads of a Google customer answered PERMISSION_DENIED, tells staff once, and goes on with the other customers and Bing', async () => {
    const { customer, customerDigits, account, campaign } = ids();
    const readable = ids();
    const staff = await signedInStaff(e.t, ['campaigns']);
    const owner = await e.ownerWithAd();
    const second = await e.ownerWithAd();
    const other = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    await e.link(owner.adId, 'microsoft', account, campaign);
    await e.link(second.adId, 'google', customer, readable.campaign);
    await e.link(other.adId, 'google', readable.customer, readable.campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 4, impressions: 40, costMicros: 0 });
    e.google.setDay(readable.customerDigits, readable.campaign, DAY, { clicks: 8, impressions: 80, costMicros: 0 });
    e.microsoft.setDay(account, campaign, DAY, { clicks: 1, impressions: 10, spend: '0.00' });
    e.google.forbid(customerDigits);
    const lines = await e.sync(DAY);
    e.google.forbid(customerDigits, false);
    expect(lines.join('\n')).toMatch(new RegExp(`Google Ads: .*; 2 failed; no access to ${customerDigits} \\(staff were emailed\\)`));
    expect(lines.join('\n')).not.toMatch(/stopped/);
    const syncs = await e.t.db
      .selectFrom('engine_syncs')
      .selectAll()
      .where('ad_id', 'in', [owner.adId, second.adId, other.adId])
      .orderBy('ad_id')
      .orderBy('engine')
      .execute();
    expect(syncs.map((s) => [s.ad_id, s.engine, s.error?.match(/USER_PERMISSION_DENIED/)?.[0] ?? null])).toEqual([
      [owner.adId, 'google', 'USER_PERMISSION_DENIED'],
      [owner.adId, 'microsoft', null],
      [second.adId, 'google', 'USER_PERMISSION_DENIED'],
      [other.adId, 'google', null],
    ]);
    expect((await e.performance(other, other.adId)).json().days).toEqual([{ date: DAY, clicks: 8, views: 80, spendCents: 0 }]);
    expect((await e.performance(owner, owner.adId)).json().days).toEqual([{ date: DAY, clicks: 1, views: 10, spendCents: 0 }]);
    const emails = (await e.outbox(staff.email)).filter((m) => m.kind === 'engine-permission');
    expect(emails.map((m) => m.subject)).toEqual([`Google Ads: no access to customer ${customerDigits}`]);
    expect(emails[0].text).toMatch(/PERMISSION_DENIED/);
  });

  it("stops Google's sync when the developer token is refused, and Bing goes on", async () => {
    const { customer, customerDigits, account, campaign } = ids();
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', customer, campaign);
    await e.link(owner.adId, 'microsoft', account, campaign);
    e.google.setDay(customerDigits, campaign, DAY, { clicks: 4, impressions: 40, costMicros: 0 });
    e.microsoft.setDay(account, campaign, DAY, { clicks: 1, impressions: 10, spend: '0.00' });
    e.google.refuseDeveloperToken();
    const lines = await e.sync(DAY);
    e.google.refuseDeveloperToken(false);
    expect(lines.join('\n')).toMatch(/Google Ads: .*stopped: PERMISSION_DENIED: .*DEVELOPER_TOKEN_NOT_APPROVED/);
    const syncs = await e.t.db.selectFrom('engine_syncs').selectAll().where('ad_id', '=', owner.adId).orderBy('engine').execute();
    expect(syncs.map((s) => [s.engine, s.error === null])).toEqual([
      ['google', false],
      ['microsoft', true],
    ]);
  });

  it('says the sync is off without settings', async () => {
    const lines = await e.sync(DAY, enginesConfig({}));
    expect(lines).toEqual([
      expect.stringMatching(/^The results sync is off: no engine is configured \(Google Ads needs GOOGLE_ADS_DEVELOPER_TOKEN/),
    ]);
  });
});

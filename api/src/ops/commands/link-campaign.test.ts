import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OpsError } from '../cli';
import { command as link } from './link-campaign';
import { command as unlink } from './unlink-campaign';
import { command as sync } from './sync-results';

let t: TestApp;
const lines: string[] = [];
const ctx = () => ({ db: t.db, dialect: t.dialect, out: (line: string) => lines.push(line) });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('ops link-campaign and unlink-campaign', () => {
  it('links an ad on each engine, replaces a link, and unlinks it', async () => {
    const owner = await t.createUser();
    const adId = await insertSearchAd(t.db, owner.user.id);
    await link.run([String(adId), 'google', '123-456-7890', '111'], ctx());
    await link.run([String(adId), 'Microsoft', '4567', '222'], ctx());
    await link.run([String(adId), 'google', '1234567890', '333'], ctx());
    expect(lines).toEqual([
      `Search ad ${adId} is linked to Google Ads campaign 111 (customer 1234567890).`,
      `Search ad ${adId} is linked to Microsoft Advertising campaign 222 (account 4567).`,
      `Search ad ${adId} is linked to Google Ads campaign 333 (customer 1234567890), in place of campaign 111.`,
    ]);
    const rows = await t.db.selectFrom('engine_links').selectAll().where('ad_id', '=', adId).orderBy('engine').execute();
    expect(rows.map((r) => [r.engine, r.account_id, r.campaign_id, r.linked_by.startsWith('operator:')])).toEqual([
      ['google', '1234567890', '333', true],
      ['microsoft', '4567', '222', true],
    ]);

    await unlink.run([String(adId), 'microsoft'], ctx());
    expect(lines.at(-1)).toBe(`Search ad ${adId} is no longer linked to Microsoft Advertising campaign 222.`);
    await expect(unlink.run([String(adId), 'microsoft'], ctx())).rejects.toThrow(`search ad ${adId} has no Microsoft Advertising link.`);
  });

  it('refuses a wrong engine, ids that are not ids, and an ad that does not exist', async () => {
    await expect(link.run(['1', 'yahoo', '1', '2'], ctx())).rejects.toThrow(new OpsError('"yahoo" is not an engine: google or microsoft.'));
    await expect(link.run(['1', 'google', '12345', '2'], ctx())).rejects.toThrow(/is not a Google Ads customer id/);
    await expect(link.run(['1', 'microsoft', '77', 'x1'], ctx())).rejects.toThrow(/"x1" is not a campaign id/);
    await expect(link.run(['999999', 'microsoft', '77', '1'], ctx())).rejects.toThrow('There is no search ad with id 999999.');
    await expect(link.run(['1', 'google'], ctx())).rejects.toThrow(OpsError);
  });

  it('sync-results refuses a date that is not a day', async () => {
    await expect(sync.run(['--date', '2026-02-30'], ctx())).rejects.toThrow('"2026-02-30" is not a day (YYYY-MM-DD).');
    await expect(sync.run(['--since', '2026-02-01'], ctx())).rejects.toThrow(OpsError);
  });
});

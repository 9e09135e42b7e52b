import { STAFF_WORK_API } from '@adlaunch/shared/schemas';
import { listPerformance } from '../../campaigns/performance';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff } from '../staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const file = (text: string, encoding: BufferEncoding = 'utf8') => ({
  file_name: 'report.csv',
  content_base64: Buffer.from(text, encoding).toString('base64'),
});

describe('the results import from a CSV report (campaigns)', () => {
  it('imports a report as ops import-stats does, records it, and refuses a bad file whole, naming the line on its field', async () => {
    const campaigns = await signedInStaff(t, ['campaigns']);
    const { user } = await t.createUser();
    const adId = await insertSearchAd(t.db, user.id);
    const send = (payload: object, headers = campaigns.headers, id = adId) =>
      t.app.inject({ method: 'POST', url: STAFF_WORK_API.statsImport(id), payload, headers });

    // Google's "CSV for Excel" is UTF-16 with its byte order mark.
    const good = await send(file('\ufeffDay,Clicks,Impr.,Cost\n2024-05-01,10,200,"1,050.00"\n2024-05-02,12,260,99.95\n', 'utf16le'));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      days: 2,
      inserted: 2,
      updated: 0,
      message: `Imported 2 days for search ad ${adId} (2024-05-01 to 2024-05-02): 2 new, 0 updated.`,
    });
    expect(await listPerformance(t.db, adId)).toEqual([
      { date: '2024-05-01', clicks: 10, views: 200, spendCents: 105000 },
      { date: '2024-05-02', clicks: 12, views: 260, spendCents: 9995 },
    ]);
    const [action] = await t.db.selectFrom('staff_actions').selectAll().where('action', '=', 'stats_import').execute();
    expect(action).toMatchObject({ actor: campaigns.email, subject_type: 'search_ads', subject_id: String(adId) });

    const bad = await send(file('Day,Clicks,Impr.,Cost\n2024-05-03,1,10,1.00\n2024-05-04,7,seven,1.00\n'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.file).toEqual([
      'Nothing was imported from report.csv.',
      'Line 3: Impr. "seven" is not a whole number of 0 or more.',
    ]);
    const clicks = await send(file('Day,Clicks,Impr.,Cost\n2024-05-05,12,10,1.00\n'));
    expect(clicks.json().fields.file[1]).toContain('12 clicks but only 10 impressions');
    expect((await listPerformance(t.db, adId)).map((d) => d.date)).toEqual(['2024-05-01', '2024-05-02']);

    expect((await send(file('Day,Clicks,Impr.,Cost\n2024-05-06,1,10,1.00\n'), campaigns.headers, 987654)).statusCode).toBe(404);
    expect((await send({ file_name: 'x.csv', content_base64: '' })).json().fields).toHaveProperty('content_base64');
    const finance = await signedInStaff(t, ['finance']);
    expect((await send(file('Day,Clicks,Impr.,Cost\n2024-05-06,1,10,1.00\n'), finance.headers)).statusCode).toBe(403);
  });
});

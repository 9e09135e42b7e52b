import os from 'node:os';
import { insertSearchAd, monthOfDays } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OpsError } from '../cli';
import { command } from './send-reports';

let t: TestApp;
const lines: string[] = [];
const run = (args: string[]) => command.run(args, { db: t.db, dialect: t.dialect, out: (line) => lines.push(line) });
const outbox = (to: string) => t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();
const savedOrigin = process.env.PUBLIC_ORIGIN;

const april = monthOfDays('2024-04', { clicks: 10, views: 200, spendCents: 10000 });
const may = monthOfDays('2024-05', { clicks: 20, views: 400, spendCents: 15000 });
const owners: Record<string, string> = {};
const ads: Record<string, number> = {};

beforeAll(async () => {
  process.env.PUBLIC_ORIGIN = 'https://www.adlaunch.example';
  t = await createTestApp();
  const owner = async (key: string, fields: Parameters<typeof insertSearchAd>[2], days = may) => {
    const { user } = await t.createUser(`${key}-${Date.now()}@example.com`, { first_name: 'Sipho' });
    ads[key] = await insertSearchAd(t.db, user.id, fields, days);
    owners[key] = user.email;
  };
  await owner('active', { status: 'active' }, [...april, ...may]);
  await owner('paused-in-june', { status: 'paused', paused_at: '2024-06-10T09:00:00.000Z' });
  // Live from 16 April: April is no whole month to compare May with.
  await owner('from-mid-april', { status: 'active' }, [...april.slice(15), ...may]);
  await owner('paused-in-march', { status: 'paused', paused_at: '2024-03-01T09:00:00.000Z' });
  await owner('no-may-stats', { status: 'active' }, april);
  await owner('cancelled', { status: 'cancelled' });
  await owner('setup', { status: 'setup' }, []);
});
afterAll(async () => {
  process.env.PUBLIC_ORIGIN = savedOrigin;
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('ops send-reports', () => {
  it('emails the month’s report to owners with an active or recently paused campaign only', async () => {
    await run(['--month', '2024-05']);
    expect(lines).toEqual([
      `Monthly reports for 2024-05: 3 queued (${owners.active}, ${owners['paused-in-june']}, ${owners['from-mid-april']}), 0 already sent before.`,
      'Outbox: 3 emails tried now; 0 waiting to be tried again.',
    ]);
    for (const key of ['paused-in-march', 'no-may-stats', 'cancelled', 'setup']) expect(await outbox(owners[key])).toEqual([]);
    const rows = await t.db.selectFrom('monthly_reports').select(['month', 'to_address']).orderBy('id').execute();
    expect(rows).toEqual([
      { month: '2024-05', to_address: owners.active },
      { month: '2024-05', to_address: owners['paused-in-june'] },
      { month: '2024-05', to_address: owners['from-mid-april'] },
    ]);
  });

  it('writes an HTML and a plain-text part with the month’s figures, the change on April and a dashboard link', async () => {
    const [email] = await outbox(owners.active);
    expect(email.subject).toBe('Your May 2024 search ads results: 620 clicks');
    expect(email.text).toContain('Hi Sipho, here is how your search ads for Sipho Plumbing did in May 2024.');
    expect(email.text).toContain('Clicks: 620 (+107% on April 2024 (300))');
    expect(email.text).toContain('Views: 12,400 (+107% on April 2024 (6,000))');
    expect(email.text).not.toMatch(/impressions/i);
    expect(email.text).toContain('Click-through rate: 5.0% (no change on April 2024 (5.0%))');
    expect(email.text).toContain('Spend: R4,650 of your R4,800 budget (97%) (+55% on April 2024 (R3,000))');
    expect(email.text).toContain('https://www.adlaunch.example/dashboard?report=2024-05');
    expect(email.text).not.toMatch(/keyword/i);

    expect(email.html).toMatch(/^<!doctype html>/i);
    expect(email.html).toContain('May 2024 results');
    expect(email.html).toContain('R4,650 of your R4,800 budget (97%)');
    expect(email.html).toContain('12,400');
    expect(email.html).toContain('href="https://www.adlaunch.example/dashboard?report=2024-05"');

    const [paused] = await outbox(owners['paused-in-june']);
    expect(paused.text).toContain('Clicks: 620\n');
    expect(paused.text).toContain('May 2024 is your first full month, so there is no whole month before it to compare with.');

    // Half of April is no month to compare with: no change, and May is the first full month.
    const [fromMidApril] = await outbox(owners['from-mid-april']);
    expect(fromMidApril.text).toContain('Clicks: 620\n');
    expect(fromMidApril.text).not.toContain('on April 2024');
    expect(fromMidApril.text).toContain('May 2024 is your first full month');
  });

  it('is idempotent: a second run for the same month sends nothing', async () => {
    await run(['--month', '2024-05']);
    expect(lines).toEqual(['Monthly reports for 2024-05: 0 queued, 3 already sent before.']);
    expect(await outbox(owners.active)).toHaveLength(1);
    expect(
      Number(
        (
          await t.db
            .selectFrom('monthly_reports')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(3);
  });

  it('records each report it queued in the staff action log, as the operator who ran it, once', async () => {
    const actions = await t.db
      .selectFrom('staff_actions')
      .select(['actor', 'staff_id', 'action', 'subject_type', 'subject_id', 'after'])
      .where('action', '=', 'monthly_report')
      .orderBy('id')
      .execute();
    const operator = `operator:${process.env.USER ?? os.userInfo().username}`;
    expect(actions).toEqual(
      (['active', 'paused-in-june', 'from-mid-april'] as const).map((key) => ({
        actor: operator,
        staff_id: null,
        action: 'monthly_report',
        subject_type: 'search_ads',
        subject_id: String(ads[key]),
        after: JSON.stringify({ month: '2024-05', to: owners[key] }),
      })),
    );
  });

  it('refuses a bad or unfinished month', async () => {
    await expect(run(['--month', '2024-5'])).rejects.toBeInstanceOf(OpsError);
    await expect(run(['--month', '2024-5'])).rejects.toThrow('"2024-5" is not a month');
    await expect(run(['--month', new Date().toISOString().slice(0, 7)])).rejects.toThrow('has not ended yet');
    await expect(run(['--when', '2024-05'])).rejects.toThrow('the only option is --month YYYY-MM.');
  });
});

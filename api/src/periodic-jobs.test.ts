import type { ObjectStorage } from './adapters/storage';
import type { OutboxWorker } from './mail/outbox';
import { periodicJobs } from './periodic-jobs';
import { insertSearchAd, monthOfDays } from './testing/insert-search-ad';
import { createTestApp, type TestApp } from './testing/test-app';
import type { Services } from './wiring';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobsWith = (services: Pick<Services, 'siteOrigin' | 'billing'>, wake = jest.fn()) =>
  periodicJobs({
    db: t.db,
    storage: {} as ObjectStorage,
    outbox: { wake } as unknown as OutboxWorker,
    services,
  });
const job = (jobs: ReturnType<typeof periodicJobs>, name: string) => jobs.find((j) => j.name === name)!;

describe('the periodic jobs, on the services wiring.ts gives the server', () => {
  it("send last month's reports linking to the services' site address, then wake the outbox", async () => {
    const { user } = await t.createUser(`jobs-report-${Date.now()}@example.com`);
    await insertSearchAd(t.db, user.id, { status: 'active' }, monthOfDays('2024-05', { clicks: 3, views: 40, spendCents: 500 }));
    const wake = jest.fn();
    const billing = { billDue: jest.fn() } as unknown as Services['billing'];
    await job(jobsWith({ siteOrigin: 'https://jobs.adlaunch.example/', billing }, wake), 'monthly-reports').run('2024-05');

    const [email] = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', user.email).execute();
    expect(email!.text).toContain('https://jobs.adlaunch.example/dashboard?report=2024-05');
    expect(wake).toHaveBeenCalled();
  });

  it("charge the day's renewals and retries through the services' ledger", async () => {
    const billDue = jest.fn().mockResolvedValue(undefined);
    await job(
      jobsWith({ siteOrigin: 'https://jobs.adlaunch.example', billing: { billDue } as unknown as Services['billing'] }),
      'bill-due',
    ).run('2026-11-27');
    expect(billDue).toHaveBeenCalledWith('2026-11-27');
  });
});

import { addDays } from '@adlaunch/shared';
import { STAFF_WORK_API, staffCancellationsAnswerSchema } from '@adlaunch/shared/schemas';
import { createStandinApp, type StandinApp, type TestApp } from '../../testing/standin-app';
import { signedInStaff } from '../staff-test-kit';

let t: TestApp;
let app: StandinApp;
beforeAll(async () => {
  app = await createStandinApp({ PUBLIC_ORIGIN: 'https://ads.example.co.za' });
  ({ t } = app);
});
afterAll(() => app?.close());

describe('cancellations (finance, support)', () => {
  it('lists a cancelled plan, as ops cancellations does, with its last day and whether it ended', async () => {
    const support = await signedInStaff(t, ['support']);
    const campaigns = await signedInStaff(t, ['campaigns']);
    const owner = await app.paidOwner();
    const url = STAFF_WORK_API.cancellations;
    const before = staffCancellationsAnswerSchema.parse((await t.app.inject({ method: 'GET', url, headers: support.headers })).json());
    expect(before.rows.map((r) => r.subscriptionId)).not.toContain(owner.subscription.id);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v2/subscriptions/${owner.subscription.id}/cancel`,
      headers: owner.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const after = staffCancellationsAnswerSchema.parse((await t.app.inject({ method: 'GET', url, headers: support.headers })).json());
    expect(after.rows[0]).toMatchObject({
      subscriptionId: owner.subscription.id,
      ownerEmail: owner.user.email,
      product: 'search_ads',
      lastDay: addDays(owner.due, -1),
      ended: false,
    });
    expect((await t.app.inject({ method: 'GET', url, headers: campaigns.headers })).statusCode).toBe(403);
  }, 60_000);
});

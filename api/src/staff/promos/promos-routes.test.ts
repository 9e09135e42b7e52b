import { STAFF_WORK_API, staffPromosAnswerSchema } from '@adlaunch/shared/schemas';
import { promoService } from '../../promo-codes/promo-codes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff } from '../staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('promo codes (finance)', () => {
  it('creates a code through the promo service the ops command uses, lists it, ends it; each recorded', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: finance.headers });
    const made = await post(STAFF_WORK_API.promos, {
      code: 'spring-20',
      type: 'percent',
      percentage: 20,
      expires_on: '2030-01-31',
      max_uses: 5,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().promo).toMatchObject({
      code: 'SPRING-20',
      type: 'percent',
      percentage: 20,
      state: 'active',
      expiresOn: '2030-01-31',
      maxUses: 5,
    });
    // The checkout finds it: it is the code `ops promo create` makes.
    expect(await promoService(t.db).find('spring-20')).toMatchObject({ code: 'SPRING-20', percentage: 20 });

    const list = staffPromosAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_WORK_API.promos, headers: finance.headers })).json(),
    );
    expect(list.promos.find((p) => p.code === 'SPRING-20')).toMatchObject({ state: 'active' });

    const again = await post(STAFF_WORK_API.promos, { code: 'SPRING-20', type: 'free' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ code: ['The code SPRING-20 already exists.'] });

    const ended = await post(STAFF_WORK_API.endPromo('SPRING-20'), {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json().promo).toMatchObject({ state: 'ended' });
    await expect(promoService(t.db).find('SPRING-20')).rejects.toThrow('That promo code is not valid.');
    expect((await post(STAFF_WORK_API.endPromo('SPRING-20'), {})).statusCode).toBe(409);

    const actions = await t.db
      .selectFrom('staff_actions')
      .selectAll()
      .where('subject_type', '=', 'promo')
      .where('subject_id', '=', 'SPRING-20')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => [a.action, a.actor])).toEqual([
      ['promo_create', finance.email],
      ['promo_end', finance.email],
    ]);
    expect(JSON.parse(actions[1].after!)).toEqual({ state: 'ended' });
  });

  it('refuses a percent code without a percentage, a bad code and the wrong role, naming the field', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const campaigns = await signedInStaff(t, ['campaigns']);
    const post = (payload: object, headers = finance.headers) =>
      t.app.inject({ method: 'POST', url: STAFF_WORK_API.promos, payload, headers });
    const noPct = await post({ code: 'HALF', type: 'percent' });
    expect(noPct.statusCode).toBe(400);
    expect(noPct.json().fields).toHaveProperty('percentage');
    expect((await post({ code: 'a b', type: 'free' })).json().fields).toHaveProperty('code');
    expect((await post({ code: 'FREE-1', type: 'free' }, campaigns.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: STAFF_WORK_API.promos, headers: campaigns.headers })).statusCode).toBe(403);
  });
});

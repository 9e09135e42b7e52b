import { STAFF_API } from '@adlaunch/shared';
import { staffLeadsAnswerSchema } from '@adlaunch/shared/schemas';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff } from '../staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function enquiry(name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/social-leads',
    payload: {
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      phone: '082 123 4567',
      businessName: `${name} Hair`,
      platforms: ['facebook', 'instagram'],
      monthlyBudget: '5000_15000',
    },
  });
  expect(res.statusCode).toBeLessThan(300);
}

describe('leads', () => {
  it('lists the social ads enquiries as new, records who answered one, and filters by state', async () => {
    await enquiry('Ayanda');
    await enquiry('Bongani');
    const support = await signedInStaff(t, ['support']);
    const list = staffLeadsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.leads, headers: support.headers })).json(),
    );
    expect(list.leads.map((l) => [l.name, l.state])).toEqual([
      ['Bongani', 'new'],
      ['Ayanda', 'new'],
    ]);
    expect(list.leads[0].platforms).toEqual(['facebook', 'instagram']);

    const id = list.leads[1].id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: STAFF_API.lead(id),
      payload: { state: 'contacted', note: 'Called, wants a quote.' },
      headers: support.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({ state: 'contacted', answeredBy: support.email });

    const contacted = staffLeadsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${STAFF_API.leads}?state=contacted`, headers: support.headers })).json(),
    );
    expect(contacted.leads.map((l) => l.name)).toEqual(['Ayanda']);
    const fresh = staffLeadsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${STAFF_API.leads}?state=new`, headers: support.headers })).json(),
    );
    expect(fresh).toMatchObject({ total: 1, leads: [{ name: 'Bongani' }] });
    const history = await t.db.selectFrom('staff_actions').selectAll().where('subject_type', '=', 'lead').execute();
    expect(history).toMatchObject([{ actor: support.email, action: 'lead', note: 'Called, wants a quote.' }]);
  });
});

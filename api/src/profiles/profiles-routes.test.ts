import sharp from 'sharp';
import { statusAnswerSchema } from '@adlaunch/shared/schemas';
import { createTestApp, type TestApp } from '../testing/test-app';
import { operatorActor } from '../staff/staff-actions';
import { setVerification } from '../staff/orders/verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  category: 'Plumber',
  registration_number: '2019/123456/07',
};
const address = { address: '14 Bree Street', zipcode: '8001', city: 'Cape Town', country: 'South Africa' };

async function upload(headers: Record<string, string>, kind: 'image' | 'certificate', file: Buffer, name = 'file.png', type = 'image/png') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const request = new Request('http://x', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/v2/google-business-profile/asset',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload,
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe('GET/POST /v2/google-business-profile', () => {
  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/google-business-profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Please log in to continue.');
  });

  it('answers null before the first step, then saves each step on the same profile', async () => {
    const { headers } = await t.createUser();
    const empty = await t.app.inject({ method: 'GET', url: '/v2/google-business-profile', headers });
    expect(empty.json()).toEqual({ profile: null });

    const created = await t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers, payload: about });
    expect(created.statusCode).toBe(200);
    const profile = created.json().profile;
    expect(profile).toMatchObject({
      businessName: 'Sipho Plumbing',
      businessUrl: 'http://sipho.co.za',
      category: 'Plumber',
      registrationNumber: '2019/123456/07',
      status: 'setup',
    });

    const image = (await upload(headers, 'image', await png())).json().url;
    const certificate = (await upload(headers, 'certificate', await png())).json().url;
    const details = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: {
        gbp_id: profile.id,
        description: 'Plumbing repairs and geysers across Cape Town.',
        image_url: image,
        certificate_url: certificate,
      },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().profile).toMatchObject({ id: profile.id, image, certificate, mobile: '+27 82 555 0101' });

    const located = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: { gbp_id: profile.id, ...address },
    });
    expect(located.json().profile).toMatchObject({
      id: profile.id,
      city: 'Cape Town',
      zipcode: '8001',
      description: 'Plumbing repairs and geysers across Cape Town.',
    });

    const latest = await t.app.inject({ method: 'GET', url: '/v2/google-business-profile', headers });
    expect(latest.json().profile).toMatchObject({ id: profile.id, country: 'South Africa' });
  });

  it('refuses invalid steps with the first message', async () => {
    const { headers } = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: { ...about, business_name: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: { ...about, city: 'Cape Town' },
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('accepts only uploads of this owner and of the right kind as photo and certificate', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const theirs = (await upload(other.headers, 'image', await png())).json().url;
    const mine = (await upload(owner.headers, 'image', await png())).json().url;
    const details = (image_url: string, certificate_url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/google-business-profile',
        headers: owner.headers,
        payload: { description: 'A description that is long enough.', image_url, certificate_url },
      });

    const foreign = await details(theirs, mine);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('We could not find your photo. Please upload it again.');
    const wrongKind = await details(mine, mine);
    expect(wrongKind.json().error).toBe('We could not find your certificate. Please upload it again.');
    const external = await details('https://tracker.example/pixel.png', mine);
    expect(external.statusCode).toBe(400);
  });

  it("treats another owner's profile as missing", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const { profile } = (
      await t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers: owner.headers, payload: about })
    ).json();

    const write = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers: intruder.headers,
      payload: { ...address, gbp_id: profile.id },
    });
    expect(write.statusCode).toBe(404);
    expect(write.json().error).toBe('We could not find that business profile.');
    const status = await t.app.inject({
      method: 'GET',
      url: `/v2/google-business-profile/status/${profile.id}`,
      headers: intruder.headers,
    });
    expect(status.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: '/v2/google-business-profile', headers: intruder.headers });
    expect(read.json().profile).toBeNull();
    const unchanged = await t.db.selectFrom('profiles').select('city').where('id', '=', profile.id).executeTakeFirstOrThrow();
    expect(unchanged.city).toBeNull();
  });

  it("lists every profile of the owner, newest first, and none of another owner's", async () => {
    const owner = await t.createUser();
    const save = async () =>
      (await t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers: owner.headers, payload: about })).json().profile
        .id as number;
    const first = await save();
    const second = await save();
    await t.db.updateTable('profiles').set({ status: 'live' }).where('id', '=', first).execute();
    const all = await t.app.inject({ method: 'GET', url: '/v2/google-business-profile/all', headers: owner.headers });
    expect(all.json().profiles.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [second, 'setup'],
      [first, 'live'],
    ]);
    const other = await t.createUser();
    expect((await t.app.inject({ method: 'GET', url: '/v2/google-business-profile/all', headers: other.headers })).json()).toEqual({
      profiles: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/v2/google-business-profile/all' })).statusCode).toBe(401);
  });

  it('freezes a profile once it is paid', async () => {
    const { headers } = await t.createUser();
    const { profile } = (await t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers, payload: about })).json();
    await t.db.updateTable('profiles').set({ status: 'paid' }).where('id', '=', profile.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: { ...address, gbp_id: profile.id },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /v2/google-business-profile/status/:id', () => {
  it("answers the owner's status and refuses bad ids", async () => {
    const { headers } = await t.createUser();
    const { profile } = (await t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers, payload: about })).json();
    const res = await t.app.inject({ method: 'GET', url: `/v2/google-business-profile/status/${profile.id}`, headers });
    expect(res.json()).toEqual({ status: 'setup' });
    await t.db.updateTable('profiles').set({ status: 'verification' }).where('id', '=', profile.id).execute();
    expect((await t.app.inject({ method: 'GET', url: `/v2/google-business-profile/status/${profile.id}`, headers })).json()).toEqual({
      status: 'verification',
    });
    for (const id of ['abc', '0', '-1', '99999999999999999999']) {
      const bad = await t.app.inject({ method: 'GET', url: `/v2/google-business-profile/status/${id}`, headers });
      expect(bad.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/v2/google-business-profile/status/${profile.id}` })).statusCode).toBe(401);
  });
});

describe("the owner's status answer during Google's verification", () => {
  it('carries the step staff recorded, when it was reached and their note, to the owner only', async () => {
    const { headers } = await t.createUser();
    const { profile } = (await t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers, payload: about })).json();
    await t.db.updateTable('profiles').set({ status: 'verification' }).where('id', '=', profile.id).execute();
    const staff = operatorActor('verifier');
    await setVerification(t.db, staff, profile.id, 'code_sent', 'Google is posting a postcard to 14 Bree Street.', 'http://localhost');
    const url = `/v2/google-business-profile/status/${profile.id}`;
    const answer = statusAnswerSchema.parse((await t.app.inject({ method: 'GET', url, headers })).json());
    expect(answer).toEqual({
      status: 'verification',
      verification: { step: 'code_sent', at: expect.any(String) },
      note: { text: 'Google is posting a postcard to 14 Bree Street.', at: expect.any(String) },
    });
    expect(Date.parse(answer.verification!.at)).toBeGreaterThan(Date.now() - 60_000);

    await setVerification(t.db, staff, profile.id, 'code_received', undefined, 'http://localhost');
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toMatchObject({
      verification: { step: 'code_received' },
      note: { text: 'Google is posting a postcard to 14 Bree Street.' },
    });
    const stranger = await t.createUser();
    const refused = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('code_received');
  });
});

describe('sole proprietors and South African checks: a form is finished at the first try', () => {
  it('saves a profile without a registration number or certificate, and it is complete', async () => {
    const { headers } = await t.createUser();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: { ...about, registration_number: '' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().profile.id;
    expect(created.json().profile.registrationNumber).toBeNull();
    const image = (await upload(headers, 'image', await png())).json().url;
    const details = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: { gbp_id: id, description: 'A family bakery in Rosebank since 2010.', image_url: image, certificate_url: '' },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().profile.certificate).toBeNull();
  });

  it('refuses a registration number that is not in the CIPC form, a landline and a postal code that is not 4 digits', async () => {
    const { headers } = await t.createUser();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers, payload });
    const abc = await post({ ...about, registration_number: 'abc' });
    expect(abc.statusCode).toBe(400);
    expect(JSON.stringify(abc.json())).toContain('2019/123456/07');
    const landline = await post({ ...about, mobile: '011 123 4567' });
    expect(landline.statusCode).toBe(400);
    expect(JSON.stringify(landline.json())).toContain('landline');
    const id = (await post(about)).json().profile.id;
    const zip = await post({ gbp_id: id, ...address, zipcode: 'ABCDE' });
    expect(zip.statusCode).toBe(400);
    expect(JSON.stringify(zip.json())).toContain('4 digits');
  });
});

describe('the South Africa (VAT) answer changes until the first payment', () => {
  const chargeVat = async (userId: number) =>
    (await t.db.selectFrom('users').select('charge_vat').where('id', '=', userId).executeTakeFirstOrThrow()).charge_vat;

  it('takes a "no" after an unpaid "yes", and keeps the "yes" once the owner has paid', async () => {
    const owner = await t.createUser(undefined, { charge_vat: 1, vat_answered: 1 });
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/v2/google-business-profile', headers: owner.headers, payload });
    expect((await post({ ...about, charge_vat: 'no' })).statusCode).toBe(200);
    expect(await chargeVat(owner.user.id)).toBe(0);
    expect((await post({ ...about, charge_vat: 'yes' })).statusCode).toBe(200);
    expect(await chargeVat(owner.user.id)).toBe(1);

    const stamp = new Date().toISOString();
    await t.db
      .insertInto('payments')
      .values({
        reference: `AL-vat-${owner.user.id}`,
        user_id: owner.user.id,
        product: 'gbp',
        ad_id: null,
        profile_id: null,
        amount_cents: 92000,
        currency: 'ZAR',
        status: 'success',
        plan: null,
        promo_id: null,
        description: 'AdLaunch business profile',
        metadata: '{}',
        created_at: stamp,
        paid_at: stamp,
      })
      .execute();
    expect((await post({ ...about, charge_vat: 'no' })).statusCode).toBe(200);
    expect(await chargeVat(owner.user.id)).toBe(1);
  });
});

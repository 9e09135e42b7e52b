import { createTestApp, type TestApp } from '../testing/test-app';

// Attacks a red team made on accounts: each test failed before its fix.
const ROOMY = { RATE_OTP_PER_IP: '1000', RATE_LOGIN_PER_IP: '1000' };
const CODE = /\b[0-9A-HJKMNP-TV-Z]{5}\b/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ROOMY);
});
afterAll(() => t.close());

let n = 0;
const address = (prefix = 'owner') => `${prefix}-${Date.now()}-${++n}@example.com`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function latestCode(to: string) {
  await t.settle();
  const res = await t.app.inject({ method: 'GET', url: `/__dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = res.json().messages as { text: string }[];
  const code = newest?.text.match(CODE)?.[0];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

const registration = (email: string, password: string) => ({
  cid: 'cid-1',
  first_name: 'Thandi',
  last_name: 'Nkosi',
  email,
  password,
  extras: [],
});

describe('pre-registration takeover through a confirm code', () => {
  const ATTACKER = 'attacker secret 77';
  const VICTIM = 'victim secret 88';

  it("the attacker's password does not open the account once the victim proves the address with a confirm code", async () => {
    const victim = address('victim');
    expect((await post('/v2/user', registration(victim, ATTACKER))).statusCode).toBe(201);
    // The victim registers too: the unproven claim is replaced, the attacker's password with it, and the victim is mailed a code.
    expect((await post('/v2/user', registration(victim, VICTIM))).statusCode).toBe(201);
    expect((await post('/v2/user/login', { email: victim, password: ATTACKER })).statusCode).toBe(401);
    // The victim enters it (the front end sends the password the victim chose).
    const verified = await post('/v2/user/verify', {
      otp: await latestCode(victim),
      emailAddress: victim,
      verificationType: 'email',
      password: VICTIM,
    });
    expect(verified.statusCode).toBe(200);
    const after = await post('/v2/user/login', { email: victim, password: ATTACKER });
    expect(after.statusCode).toBe(401);
  });

  it('a confirm code entered without the password drops the password set before the proof', async () => {
    const victim = address('victim');
    await post('/v2/user', registration(victim, ATTACKER));
    const verified = await post('/v2/user/verify', { otp: await latestCode(victim), emailAddress: victim, verificationType: 'email' });
    expect(verified.statusCode).toBe(200);
    expect((await post('/v2/user/login', { email: victim, password: ATTACKER })).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select(['password_hash', 'email_verified'])
      .where('email', '=', victim)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, email_verified: 1 });
  });

  it('the owner who registered and confirms with the same password keeps it', async () => {
    const owner = address();
    await post('/v2/user', registration(owner, VICTIM));
    const verified = await post('/v2/user/verify', {
      otp: await latestCode(owner),
      emailAddress: owner,
      verificationType: 'email',
      password: VICTIM,
    });
    expect(verified.statusCode).toBe(200);
    const login = await post('/v2/user/login', { email: owner, password: VICTIM });
    expect(login.statusCode).toBe(200);
    expect(login.json().verify_email).toBe(false);
  });
});

describe('no enumeration by the text or the limits of a wrong code', () => {
  const tryCode = (url: string, email: string, otp: string) =>
    url === '/v2/password-reset'
      ? post(url, { emailAddress: email, otp, password: 'a brand new secret' })
      : post(url, { emailAddress: email, otp, verificationType: 'email' });

  it.each(['/v2/verify-otp', '/v2/user/verify', '/v2/password-reset'])(
    '%s answers a known and an unknown address alike, text and 429 included',
    async (url) => {
      const known = address('known');
      const unknown = address('nobody');
      await post('/v2/user', registration(known, 'known secret 55'));
      const purpose = url === '/v2/verify-otp' ? 'login' : url === '/v2/user/verify' ? undefined : 'reset';
      for (const email of [known, unknown]) if (purpose) await post('/v2/request-otp', { emailAddress: email, purpose });
      await t.settle();
      const answers = async (email: string) => {
        const seen: string[] = [];
        for (let i = 0; i < 7; i++) {
          const res = await tryCode(url, email, '0000Z');
          seen.push(`${res.statusCode} ${res.json().error}`);
        }
        return seen;
      };
      const knownAnswers = await answers(known);
      expect(knownAnswers[4]).toMatch(/^429 /);
      expect(await answers(unknown)).toEqual(knownAnswers);
    },
  );

  it('a spent or an expired code answers like a wrong one', async () => {
    const verify = (email: string, otp: string) => post('/v2/user/verify', { emailAddress: email, otp, verificationType: 'email' });
    const live = address();
    await post('/v2/user', registration(live, 'known secret 55'));
    const liveCode = await latestCode(live);
    const wrong = await verify(live, liveCode === '22222' ? '33333' : '22222');
    expect(wrong.statusCode).toBe(400);

    const spentFor = address();
    await post('/v2/user', registration(spentFor, 'known secret 55'));
    const code = await latestCode(spentFor);
    expect((await verify(spentFor, code)).statusCode).toBe(200);
    const spent = await verify(spentFor, code);
    expect([spent.statusCode, spent.json().error]).toEqual([wrong.statusCode, wrong.json().error]);

    const expiredFor = address();
    await post('/v2/user', registration(expiredFor, 'known secret 55'));
    const old = await latestCode(expiredFor);
    await t.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', expiredFor)
      .execute();
    const expired = await verify(expiredFor, old);
    expect([expired.statusCode, expired.json().error]).toEqual([wrong.statusCode, wrong.json().error]);
  });
});

describe('POST /v1/vl/rewards tells no one else an address’s referrals', () => {
  it('needs the owner’s token and answers only for the owner’s own address', async () => {
    const owner = await t.createUser(address('referrer'));
    const other = await t.createUser(address('other'));
    const anonymous = await post('/v1/vl/rewards', { emailAddress: owner.user.email });
    expect(anonymous.statusCode).toBe(401);
    const someoneElse = await post('/v1/vl/rewards', { emailAddress: owner.user.email }, other.headers);
    expect(someoneElse.statusCode).toBe(403);
    const unknownAddress = await post('/v1/vl/rewards', { emailAddress: address('nobody') }, other.headers);
    expect([unknownAddress.statusCode, unknownAddress.json()]).toEqual([someoneElse.statusCode, someoneElse.json()]);
    const own = await post('/v1/vl/rewards', { emailAddress: owner.user.email }, owner.headers);
    expect(own.json()).toEqual({ rewardsPending: 0 });
  });
});

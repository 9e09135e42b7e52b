import { sessionUserSchema } from '@adlaunch/shared/schemas';
import { VISITOR_IDS_PER_ADDRESS_PER_DAY } from './visitors';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The price-test variant: issued by the server with the visitor id, never re-drawn; on SQLite and (with DATABASE_URL) PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** A fresh client address (each test's visitors come from their own, unless it says otherwise). */
const newAddress = () => `198.51.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`;

const visit = (remoteAddress: string, payload: object = {}) => t.app.inject({ method: 'POST', url: '/v2/visitor', payload, remoteAddress });
const visitor = async (remoteAddress: string, payload: object = {}) => {
  const res = await visit(remoteAddress, payload);
  expect(res.statusCode).toBe(200);
  return res.json() as { cid: string; abVariant: 'A' | 'B' };
};
const register = (cid: string, email: string, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/user',
    remoteAddress,
    payload: { cid, first_name: 'Thandi', last_name: 'Nkosi', email, password: 'correct horse battery', extras: [] },
  });
const variantOf = async (email: string) =>
  (await t.db.selectFrom('users').select('ab_variant').where('email', '=', email).executeTakeFirstOrThrow()).ab_variant;

/** An address whose first draw of the day was `variant`, and the id it was issued. */
async function addressThatDrew(variant: 'A' | 'B') {
  for (let i = 0; i < 64; i++) {
    const address = newAddress();
    const first = await visitor(address);
    if (first.abVariant === variant) return { address, first };
  }
  throw new Error(`no address drew ${variant}`);
}

let emails = 0;
const newEmail = () => `visitor-${Date.now()}-${++emails}@example.com`;

describe('the visitor id and its price-test variant', () => {
  it('are issued by the server, kept for the id held, and copied to the account at registration', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const address = newAddress();
      const issued = await visitor(address);
      expect(issued.cid).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // The id held answers the same variant, from anywhere (a phone changes address).
      for (const again of [address, newAddress()]) expect(await visitor(again, { cid: issued.cid })).toEqual(issued);
      const email = newEmail();
      expect((await register(issued.cid, email)).statusCode).toBe(201);
      expect(await variantOf(email)).toBe(issued.abVariant);
      seen.add(issued.abVariant);
    }
    expect([...seen].sort()).toEqual(['A', 'B']);
    const account = await t.createUser(undefined, { ab_variant: 'A' });
    const session = sessionUserSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/v2/token-login', headers: account.headers })).json(),
    );
    expect(session.user.abVariant).toBe('A');
  });

  it('cannot be re-drawn: fresh ids, made-up ids and ids from before are all the variant the address drew first that day', async () => {
    // An address that drew B asks again and again, with no id and with ids of its own making.
    const { address, first } = await addressThatDrew('B');
    const ids = new Set([first.cid]);
    for (let i = 0; i < 12; i++) {
      const again = await visitor(address, i % 2 ? { cid: `made-up-${i}` } : {});
      expect(again.abVariant).toBe('B');
      ids.add(again.cid);
    }
    // Every ask without an id the server issued gets a new id, never the one it sent.
    expect(ids.size).toBe(13);
    expect(ids.has('made-up-1')).toBe(false);

    // A browser-chosen id stored before ids were issued, even with variant A, is not honoured.
    await t.db
      .insertInto('visitors')
      .values({ cid: 'chosen-by-a-browser', ab_variant: 'A', created_at: new Date().toISOString() })
      .execute();
    expect((await visitor(address, { cid: 'chosen-by-a-browser' })).abVariant).toBe('B');

    // Registering with an id the server did not issue gets the default variant (B: the setup fee), whatever the id.
    for (const cid of ['made-up-1', 'chosen-by-a-browser', `fresh-${Date.now()}`]) {
      const email = newEmail();
      expect((await register(cid, email)).statusCode).toBe(201);
      expect(await variantOf(email)).toBe('B');
    }
  });

  it('gives an address the default variant past its ids for the day, on an id registration does not honour', async () => {
    const { address, first } = await addressThatDrew('A');
    const answers = [first];
    for (let i = 1; i < VISITOR_IDS_PER_ADDRESS_PER_DAY + 3; i++) answers.push(await visitor(address));
    expect(answers.slice(0, VISITOR_IDS_PER_ADDRESS_PER_DAY).every((a) => a.abVariant === 'A')).toBe(true);
    const past = answers.slice(VISITOR_IDS_PER_ADDRESS_PER_DAY);
    // No error page: an answer like any other, with the default variant.
    expect(past.map((a) => a.abVariant)).toEqual(['B', 'B', 'B']);
    const email = newEmail();
    expect((await register(past[0].cid, email)).statusCode).toBe(201);
    expect(await variantOf(email)).toBe('B');
    // Ids issued within the limit keep their variant; another address is not affected.
    expect((await visitor(address, { cid: first.cid })).abVariant).toBe('A');
    const other = await visitor(newAddress());
    expect(other.cid).not.toBe(first.cid);
  });

  it('refuses a malformed id', async () => {
    expect((await visit(newAddress(), { cid: '' })).statusCode).toBe(400);
    expect((await visit(newAddress(), { cid: 'x'.repeat(65) })).statusCode).toBe(400);
  });
});

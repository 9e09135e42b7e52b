import { sql } from 'kysely';
import { hashToken } from './auth-guard';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Token login answers from memory while nothing was committed (decision 042), and is never late: a
 * change committed by another instance (another connection to the same database) or by this one is in
 * the very next answer. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let other: ReturnType<TestApp['openAnother']>;
beforeAll(async () => {
  t = await createTestApp();
  other = t.openAnother();
});
afterAll(async () => {
  await other.db.destroy();
  await t.close();
});

const tokenLogin = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/v2/token-login', payload: {}, headers });
const nameOf = async (headers: Record<string, string>) => (await tokenLogin(headers)).json().user.firstName as string;
const withoutDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });

describe('token login answered from memory', () => {
  it('answers the same bytes and headers as the answer read from the database', async () => {
    const { headers } = await t.createUser();
    const read = await tokenLogin(headers);
    const kept = await tokenLogin(headers);
    expect(read.statusCode).toBe(200);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(read.rawPayload)).toBe(true);
    expect(withoutDate(kept.headers)).toEqual(withoutDate(read.headers));
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('refuses a token another instance logged out, on the very next call', async () => {
    const { headers, token } = await t.createUser();
    expect((await tokenLogin(headers)).statusCode).toBe(200);
    expect((await tokenLogin(headers)).statusCode).toBe(200);
    await other.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await tokenLogin(headers)).statusCode).toBe(401);
  });

  it("answers another instance's change to the account and a payment it recorded at once", async () => {
    const { headers, user } = await t.createUser(undefined, { first_name: 'Thandi' });
    expect(await nameOf(headers)).toBe('Thandi');
    await other.db.updateTable('users').set({ first_name: 'Lerato', is_staff: 0 }).where('id', '=', user.id).execute();
    expect(await nameOf(headers)).toBe('Lerato');
    const created = new Date().toISOString();
    await other.db
      .insertInto('payments')
      .values({
        reference: `ref-${user.id}`,
        user_id: user.id,
        product: 'search_ads',
        amount_cents: 120000,
        currency: 'ZAR',
        status: 'success',
        description: 'Search ads',
        metadata: '{}',
        created_at: created,
        paid_at: created,
      })
      .execute();
    expect((await tokenLogin(headers)).json().user.transactions.totals).toEqual({ count: 1, paidCents: 120000 });
  });

  it("answers this instance's own writes at once: a logout, a changed name", async () => {
    const { headers, user } = await t.createUser(undefined, { first_name: 'Thandi' });
    expect(await nameOf(headers)).toBe('Thandi');
    await t.db.updateTable('users').set({ first_name: 'Sipho' }).where('id', '=', user.id).execute();
    expect(await nameOf(headers)).toBe('Sipho');
    expect((await t.app.inject({ method: 'POST', url: '/v2/logout', payload: {}, headers })).statusCode).toBe(200);
    expect((await tokenLogin(headers)).statusCode).toBe(401);
  });

  it('sees a logout committed elsewhere while this instance held a transaction open', async () => {
    const { headers, token } = await t.createUser();
    expect((await tokenLogin(headers)).statusCode).toBe(200);
    let answer: ReturnType<typeof tokenLogin> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // The transaction reads first: on SQLite its snapshot is then older than the logout below.
      await sql`SELECT count(*) FROM users`.execute(trx);
      await other.db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      answer = tokenLogin(headers);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect((await answer!).statusCode).toBe(401);
  });

  it('refuses a token past its expiry with nothing committed since its last answer', async () => {
    const { headers } = await t.createUser();
    expect((await tokenLogin(headers)).statusCode).toBe(200);
    jest.useFakeTimers({
      now: Date.now() + 86_400_000 + 1000,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      expect((await tokenLogin(headers)).statusCode).toBe(401);
    } finally {
      jest.useRealTimers();
    }
  });
});

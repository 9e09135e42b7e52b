import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@adlaunch/shared';
import { hashToken } from './auth-guard';
import { tokenLoginAnswers, type LoadedAnswer } from './token-login-answers';

const TOKEN = 'a'.repeat(43);
const request = (token = TOKEN) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as FastifyRequest;
const summaryOf = (name: string) => ({ message: 'Logged in.', user: { name } }) as unknown as SessionUser;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A database stand-in: its stamp, and how many times each token's answer was read. */
function fakeDatabase() {
  const state = { stamp: 's1' as string | null, name: 'Thandi', expiresAt: later(60_000), live: true, reads: [] as string[] };
  const load = async (tokenHash: string): Promise<LoadedAnswer | null> => {
    state.reads.push(tokenHash);
    return state.live ? { summary: summaryOf(state.name), expiresAt: state.expiresAt } : null;
  };
  return { state, load, stamp: () => state.stamp };
}

describe('token login answers', () => {
  it('answers again from memory, as the JSON it read, while the stamp is unchanged', async () => {
    const db = fakeDatabase();
    const answer = tokenLoginAnswers(db.load, db.stamp);
    expect(await answer(request())).toEqual(summaryOf('Thandi'));
    expect(await answer(request())).toBe(JSON.stringify(summaryOf('Thandi')));
    expect(await answer(request())).toBe(JSON.stringify(summaryOf('Thandi')));
    expect(db.state.reads).toEqual([hashToken(TOKEN)]);
  });

  it('reads the database again once the stamp changed, and keeps nothing without a stamp', async () => {
    const db = fakeDatabase();
    const answer = tokenLoginAnswers(db.load, db.stamp);
    await answer(request());
    db.state.stamp = 's2';
    db.state.name = 'Lerato';
    expect(await answer(request())).toEqual(summaryOf('Lerato'));
    db.state.stamp = null;
    db.state.name = 'Sipho';
    expect(await answer(request())).toEqual(summaryOf('Sipho'));
    expect(await answer(request())).toEqual(summaryOf('Sipho'));
    expect(db.state.reads).toHaveLength(4);
  });

  it('keeps the stamp read before the reads: a commit while they run is seen by the next call', async () => {
    const db = fakeDatabase();
    const load = async (tokenHash: string) => {
      const loaded = await db.load(tokenHash);
      // Committed by another instance after the stamp was read, possibly after the rows were.
      db.state.stamp = 's2';
      db.state.name = 'Lerato';
      return loaded;
    };
    const answer = tokenLoginAnswers(load, db.stamp);
    expect(await answer(request())).toEqual(summaryOf('Thandi'));
    expect(await answer(request())).toEqual(summaryOf('Lerato'));
  });

  it('refuses an expired token on the clock, with nothing changed in the database', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T10:00:00.000Z') });
    try {
      const db = fakeDatabase();
      db.state.expiresAt = '2026-06-01T10:05:00.000Z';
      const answer = tokenLoginAnswers(db.load, db.stamp);
      await answer(request());
      jest.setSystemTime(new Date('2026-06-01T10:05:00.000Z'));
      db.state.live = false;
      await expect(answer(request())).rejects.toMatchObject({ statusCode: 401 });
      expect(db.state.reads).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a call without a bearer token before anything is read', async () => {
    const db = fakeDatabase();
    const answer = tokenLoginAnswers(db.load, db.stamp);
    await expect(answer({ headers: {} } as FastifyRequest)).rejects.toMatchObject({ statusCode: 401 });
    await expect(answer(request('short'))).rejects.toMatchObject({ statusCode: 401 });
    expect(db.state.reads).toEqual([]);
  });

  it('forgets a token the database refused, and keeps at most maxAnswers tokens', async () => {
    const db = fakeDatabase();
    const answer = tokenLoginAnswers(db.load, db.stamp, 2);
    const [first, second, third] = ['b', 'c', 'd'].map((c) => c.repeat(43));
    for (const token of [first, second, third, first]) await answer(request(token));
    // The first fell out when the third came in.
    expect(db.state.reads).toHaveLength(4);
    db.state.live = false;
    db.state.stamp = 's2';
    await expect(answer(request(first))).rejects.toMatchObject({ statusCode: 401 });
    db.state.live = true;
    db.state.stamp = 's1';
    await answer(request(first));
    expect(db.state.reads).toHaveLength(6);
  });
});

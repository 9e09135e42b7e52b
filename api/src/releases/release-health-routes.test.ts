import fs from 'node:fs';
import path from 'node:path';
import { createReleaseTestApp, startTestCanary } from '../testing/release-test-app';
import { releasesAnswerSchema } from '@adlaunch/shared/schemas';
import { signedInStaff } from '../staff/staff-test-kit';

let t: Awaited<ReturnType<typeof createReleaseTestApp>>;
const LIVE = '1.0.0-live';
const CANARY = '1.0.0-canary';
const MANAGER = 'release.manager@example.com';
// On RELEASE_MANAGERS, so on staff with the releases role: still refused with an owner's token.
const OWNER_MANAGER = 'owner.manager@example.com';

beforeAll(async () => {
  t = await createReleaseTestApp({ 'mfe-marketing': LIVE, 'mfe-auth': '1.0.0-auth' }, { RELEASE_MANAGERS: OWNER_MANAGER });
});
afterAll(() => t.close());

let sessionNumber = 0;
const newSession = () => `s${Date.now().toString(36)}${(sessionNumber++).toString(36)}`.padEnd(10, '0');
/** The token a page gets with its release manifest (`Release-Report-Token`), for these versions and this address. */
const tokenFor = (remotes: string[], ip = '10.0.0.1') => t.app.releaseReportTokens!.issue(remotes, ip);
/** Posts a batch as a page does; an object batch without a token gets one for its remotes (`token: false`: none). */
const report = (body: unknown, { contentType = 'text/plain;charset=UTF-8', ip = '10.0.0.1', token = true } = {}) => {
  const batch = body as { remotes?: unknown; token?: string };
  const withToken =
    token && batch && typeof batch === 'object' && !Array.isArray(batch) && Array.isArray(batch.remotes) && batch.token === undefined
      ? { ...batch, token: tokenFor(batch.remotes as string[], ip) }
      : body;
  return t.app.inject({
    method: 'POST',
    url: '/v2/release-health/reports',
    headers: { 'content-type': contentType },
    payload: typeof withToken === 'string' ? withToken : JSON.stringify(withToken),
    remoteAddress: ip,
  });
};
/** The session rows a token's page load made (the server names the session after the token). */
const rowsOf = (token: string) =>
  t.db
    .selectFrom('release_sessions')
    .selectAll()
    .where('session_id', '=', t.app.releaseReportTokens!.verify(token)!.session)
    .orderBy('remote')
    .execute();
const tags = [`mfe-marketing@${LIVE}`, 'mfe-auth@1.0.0-auth'];

describe('the report endpoint', () => {
  it('counts a session per loaded remote version, with its errors and its LCP and INP', async () => {
    const session = newSession();
    const token = tokenFor(tags);
    const answer = await report({
      session,
      token,
      remotes: tags,
      items: [
        { kind: 'error', message: 'TypeError: x is undefined', remotes: tags },
        { kind: 'lcp', value: 1800, remotes: tags },
        { kind: 'inp', value: 120, remotes: tags },
      ],
    });
    expect(answer.statusCode).toBe(204);
    const rows = await rowsOf(token);
    expect(rows.map(({ remote, version, errors, lcp, inp }) => ({ remote, version, errors, lcp, inp }))).toEqual([
      { remote: 'mfe-auth', version: '1.0.0-auth', errors: 1, lcp: 1800, inp: 120 },
      { remote: 'mfe-marketing', version: LIVE, errors: 1, lcp: 1800, inp: 120 },
    ]);
    // A later batch of the same page load adds to the same session.
    expect((await report({ session, token, remotes: tags, items: [{ kind: 'cls', value: 0.02, remotes: tags }] })).statusCode).toBe(204);
    const again = await rowsOf(token);
    expect(again).toHaveLength(2);
    expect(again.every((row) => row.errors === 1 && row.cls === 0.02)).toBe(true);
  });

  it('keeps no email address, query string or token of a message', async () => {
    const session = newSession();
    const token = tokenFor(tags);
    await report({
      session,
      token,
      remotes: tags,
      items: [
        {
          kind: 'rejection',
          message: 'Failed for thandi@example.com at https://x.example/pay?token=abc#frag with eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop',
          remotes: tags,
        },
      ],
    });
    const row = await t.db
      .selectFrom('release_reports')
      .selectAll()
      .where('session_id', '=', t.app.releaseReportTokens!.verify(token)!.session)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('Failed for [email] at https://x.example/pay with [redacted]');
    expect(row.remotes).toBe(tags.join(' '));
  });

  it('counts no version that was never live nor a canary', async () => {
    const token = tokenFor(['mfe-marketing@9.9.9-made-up']);
    expect((await report({ session: newSession(), token, remotes: ['mfe-marketing@9.9.9-made-up'], items: [] })).statusCode).toBe(204);
    expect(await rowsOf(token)).toEqual([]);
  });

  it.each([
    ['not JSON', 'this is not json'],
    ['an empty body', ''],
    ['no session', { remotes: tags, items: [] }],
    ['a session id with other characters', { session: 'Robert"); DROP', remotes: tags, items: [] }],
    ['an unknown kind', { session: 'abcdefgh12', remotes: tags, items: [{ kind: 'crash', remotes: tags }] }],
    ['a negative value', { session: 'abcdefgh12', remotes: tags, items: [{ kind: 'lcp', value: -1, remotes: tags }] }],
    ['a value that is not a number', { session: 'abcdefgh12', remotes: tags, items: [{ kind: 'lcp', value: '1e400', remotes: tags }] }],
    ['a malformed tag', { session: 'abcdefgh12', remotes: ['marketing'], items: [] }],
    [
      'too many items',
      { session: 'abcdefgh12', remotes: tags, items: Array.from({ length: 31 }, () => ({ kind: 'lcp', value: 1, remotes: tags })) },
    ],
    ['an array', [1, 2, 3]],
    ['null', 'null'],
    ['a NUL character', { session: 'abcdefgh12', remotes: tags, items: [{ kind: 'error', message: 'a\u0000b', remotes: tags }] }],
  ])('refuses %s with a 400', async (_what, body) => {
    const answer = await report(body, { ip: '10.0.1.1' });
    expect(answer.statusCode).toBe(400);
  });

  it('refuses a body over 8 KB with a 413, and JSON of another type too', async () => {
    const big = { session: 'abcdefgh12', remotes: tags, items: [{ kind: 'error', message: 'x'.repeat(9000), remotes: tags }] };
    expect((await report(big, { ip: '10.0.2.1' })).statusCode).toBe(413);
    const json = await report({ session: newSession(), remotes: tags, items: [] }, { contentType: 'application/json', ip: '10.0.2.1' });
    expect(json.statusCode).toBe(204);
  });

  it('stores at most 80 reports of one page load', async () => {
    const token = tokenFor(tags, '10.0.3.1');
    const batch = {
      session: newSession(),
      token,
      remotes: tags,
      items: Array.from({ length: 30 }, () => ({ kind: 'error', message: 'loop', remotes: tags })),
    };
    for (let i = 0; i < 3; i += 1) expect((await report(batch, { ip: '10.0.3.1' })).statusCode).toBe(204);
    const row = (await rowsOf(token)).find((r) => r.remote === 'mfe-marketing');
    expect(row?.reports).toBe(80);
  });

  it('takes 30 batches a minute from one visitor, then answers 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await report({ session: newSession(), remotes: tags, items: [] }, { ip: '10.0.4.1' })).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 204)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another visitor is not held back.
    expect((await report({ session: newSession(), remotes: tags, items: [] }, { ip: '10.0.4.2' })).statusCode).toBe(204);
  });
});

describe('forged reports (issue 48 finding 3)', () => {
  const countOf = async () =>
    Number(
      (
        await t.db
          .selectFrom('release_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const errorBatch = (extra: object = {}) => ({
    session: newSession(),
    remotes: tags,
    items: [{ kind: 'error', message: 'forged', remotes: tags }],
    ...extra,
  });

  it('takes a report without a valid token (204) and counts nothing', async () => {
    const before = await countOf();
    const real = tokenFor(tags, '10.0.6.1');
    const [payload, signature] = real.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ n: 'aaaaaaaaaaaaaaaa', s: 'x', t: tags, e: Date.now() + 60_000 })).toString(
      'base64url',
    );
    for (const token of [undefined, 'not-a-token', `${otherPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`]) {
      const answer = await report(errorBatch({ token }), { ip: '10.0.6.1', token: false });
      expect(answer.statusCode).toBe(204);
    }
    expect(await countOf()).toBe(before);
  });

  it('counts a token once, however often it is sent, and an expired one not at all', async () => {
    const token = tokenFor(tags, '10.0.6.2');
    for (let i = 0; i < 5; i += 1) await report(errorBatch({ token }), { ip: '10.0.6.3' });
    expect(await rowsOf(token)).toHaveLength(2);
    const expired = t.app.releaseReportTokens!.issue(tags, '10.0.6.2', Date.now() - 31 * 60_000);
    const before = await countOf();
    await report(errorBatch({ token: expired }), { ip: '10.0.6.2' });
    expect(await countOf()).toBe(before);
  });

  it('counts only the versions the token was served, and records who it was handed to', async () => {
    const token = tokenFor(['mfe-auth@1.0.0-auth'], '10.0.6.4');
    await report(errorBatch({ token }), { ip: '10.0.6.4' });
    const rows = await rowsOf(token);
    expect(rows.map((row) => row.remote)).toEqual(['mfe-auth']);
    expect(rows[0].source).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const again = await rowsOf(
      await (async () => {
        const other = tokenFor(['mfe-auth@1.0.0-auth'], '10.0.6.4');
        await report(errorBatch({ token: other }), { ip: '10.0.6.9' });
        return other;
      })(),
    );
    // Two page loads handed to one address are one source.
    expect(again[0].source).toBe(rows[0].source);
  });

  it('drops LCP and INP past what a browser reports (a 600000 ms LCP), and keeps the rest of the batch', async () => {
    const token = tokenFor(tags, '10.0.6.5');
    await report(
      {
        session: newSession(),
        token,
        remotes: tags,
        items: [
          { kind: 'lcp', value: 600_000, remotes: tags },
          { kind: 'inp', value: 90_000, remotes: tags },
          { kind: 'cls', value: 0.1, remotes: tags },
        ],
      },
      { ip: '10.0.6.5' },
    );
    const rows = await rowsOf(token);
    expect(rows.map((row) => [row.lcp, row.inp, row.cls])).toEqual([
      [null, null, 0.1],
      [null, null, 0.1],
    ]);
  });
});

describe('the release page', () => {
  it('is for staff with the releases role only: no owner (403, as on every staff route), not even one whose address is a manager', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/staff/releases' })).statusCode).toBe(401);
    const owner = await t.createUser(OWNER_MANAGER);
    const refused = await t.app.inject({ method: 'GET', url: '/v2/staff/releases', headers: { authorization: `Bearer ${owner.token}` } });
    expect(refused.statusCode).toBe(403);
    const campaigns = await signedInStaff(t, ['campaigns', 'admin']);
    expect((await t.app.inject({ method: 'GET', url: '/v2/staff/releases', headers: campaigns.headers })).statusCode).toBe(403);
    const promote = await t.app.inject({ method: 'POST', url: '/v2/staff/releases/mfe-marketing/promote', headers: campaigns.headers });
    expect(promote.statusCode).toBe(403);
  });

  it('shows each version with its health and state, and promotes and rolls back canaries, logging who and when', async () => {
    const auth = (await signedInStaff(t, ['releases'], MANAGER)).headers;
    await startTestCanary(t.db, { version: CANARY, percent: 10, baseVersion: LIVE, actor: 'cli:tester' });
    const canaryTags = [`mfe-marketing@${CANARY}`, 'mfe-auth@1.0.0-auth'];
    await report(
      { session: newSession(), remotes: canaryTags, items: [{ kind: 'boundary', remote: 'mfe-marketing', remotes: canaryTags }] },
      { ip: '10.0.5.1' },
    );

    const page = await t.app.inject({ method: 'GET', url: '/v2/staff/releases', headers: auth });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const { rows, canaries } = page.json() as {
      rows: { remote: string; version: string; state: string; sessions: number; errorRate: number }[];
      canaries: unknown[];
    };
    expect(rows.find((row) => row.version === CANARY)).toMatchObject({
      remote: 'mfe-marketing',
      state: 'canary',
      sessions: 1,
      errorRate: 1,
    });
    expect(rows.find((row) => row.version === LIVE)).toMatchObject({ state: 'live' });
    expect(rows[0].remote).toBe('mfe-marketing');
    expect(canaries).toEqual([expect.objectContaining({ remote: 'mfe-marketing', version: CANARY, percent: 10 })]);

    const rollback = await t.app.inject({ method: 'POST', url: '/v2/staff/releases/mfe-marketing/rollback', headers: auth });
    expect(rollback.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v2/staff/releases/mfe-marketing/rollback', headers: auth })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/v2/staff/releases/mfe-unknown/rollback', headers: auth })).statusCode).toBe(400);

    await startTestCanary(t.db, { version: CANARY, percent: 50, baseVersion: LIVE, actor: 'cli:tester' });
    const promote = await t.app.inject({ method: 'POST', url: '/v2/staff/releases/mfe-marketing/promote', headers: auth });
    expect(promote.statusCode).toBe(200);
    const live = JSON.parse(fs.readFileSync(path.join(t.releasesDir, 'remotes.json'), 'utf8'));
    expect(live['mfe-marketing']).toEqual({ version: CANARY, entry: `/remotes/mfe-marketing/${CANARY}/remoteEntry.js` });
    expect(live['mfe-auth']).toEqual(t.manifest['mfe-auth']);
    const history = JSON.parse(fs.readFileSync(path.join(t.releasesDir, 'history.json'), 'utf8'));
    expect(history.at(-1)).toMatchObject({ action: 'promote', remote: 'mfe-marketing', from: LIVE, to: CANARY });

    const { actions } = (await t.app.inject({ method: 'GET', url: '/v2/staff/releases', headers: auth })).json() as {
      actions: { actor: string; action: string; version: string; at: string }[];
    };
    expect(actions.slice(0, 4).map(({ actor, action }) => `${action} by ${actor}`)).toEqual([
      `promote by ${MANAGER}`,
      'canary by cli:tester',
      `rollback by ${MANAGER}`,
      'canary by cli:tester',
    ]);
    expect(actions.every((action) => !Number.isNaN(Date.parse(action.at)))).toBe(true);
  });
});

describe('what the judgement rests on, and what was left out', () => {
  const LIVE_D = '2.0.0-live';
  const CANARY_D = '2.0.0-canary';
  const liveTag = `mfe-dashboard@${LIVE_D}`;
  const canaryTag = `mfe-dashboard@${CANARY_D}`;
  let d: Awaited<ReturnType<typeof createReleaseTestApp>>;
  beforeAll(async () => {
    d = await createReleaseTestApp({ 'mfe-dashboard': LIVE_D }, { CANARY_MIN_SOURCES: '3', CANARY_MIN_SESSIONS: '2' });
  });
  afterAll(() => d.close());

  const send = (batch: object, ip: string) =>
    d.app.inject({
      method: 'POST',
      url: '/v2/release-health/reports',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(batch),
      remoteAddress: ip,
    });
  const errorItems = (n: number, tag: string) => Array.from({ length: n }, () => ({ kind: 'error', message: 'boom', remotes: [tag] }));
  const status = async () => {
    const auth = (await signedInStaff(d, ['releases'], MANAGER)).headers;
    const page = await d.app.inject({ method: 'GET', url: '/v2/staff/releases', headers: auth });
    expect(page.statusCode).toBe(200);
    return releasesAnswerSchema.parse(page.json());
  };

  it('counts forged, replayed, out-of-bounds and rate-limited reports per version and reason, and the status shows them', async () => {
    await startTestCanary(d.db, { remote: 'mfe-dashboard', version: CANARY_D, percent: 10, baseVersion: LIVE_D, actor: 'cli:tester' });
    await d.app.releaseCanaries!.refresh();
    const issue = (remotes: string[], ip: string) => d.app.releaseReportTokens!.issue(remotes, ip);

    // Counted: two page loads on the canary from two addresses, one on the live version.
    const canaryToken = issue([canaryTag], '10.1.0.1');
    expect(
      (await send({ session: 'pagea00001', token: canaryToken, remotes: [canaryTag], items: errorItems(1, canaryTag) }, '10.1.0.1'))
        .statusCode,
    ).toBe(204);
    await send({ session: newSession(), token: issue([canaryTag], '10.1.0.2'), remotes: [canaryTag], items: [] }, '10.1.0.2');
    await send({ session: newSession(), token: issue([liveTag], '10.1.0.3'), remotes: [liveTag], items: [] }, '10.1.0.3');

    // No token, and a token this server did not sign: 1 + 2 reports naming the canary, 1 naming the live version.
    await send({ session: newSession(), remotes: [canaryTag], items: errorItems(1, canaryTag) }, '10.1.1.1');
    await send({ session: newSession(), token: 'forged.token', remotes: [canaryTag], items: errorItems(2, canaryTag) }, '10.1.1.1');
    await send({ session: newSession(), remotes: [liveTag], items: errorItems(1, liveTag) }, '10.1.1.1');
    // The canary's token sent again from another page: its two reports are not counted.
    await send({ session: 'pageb00002', token: canaryToken, remotes: [canaryTag], items: errorItems(2, canaryTag) }, '10.1.1.2');
    // An LCP no browser reports.
    const boundsToken = issue([canaryTag], '10.1.1.3');
    await send(
      { session: newSession(), token: boundsToken, remotes: [canaryTag], items: [{ kind: 'lcp', value: 90_000, remotes: [canaryTag] }] },
      '10.1.1.3',
    );
    // Over an address's batches a minute: the 31st batch (3 reports) is refused and counted.
    const flood = issue([canaryTag], '10.1.2.1');
    for (let i = 0; i < 30; i += 1) await send({ session: 'flood00001', token: flood, remotes: [canaryTag], items: [] }, '10.1.2.1');
    const refused = await send({ session: 'flood00001', token: flood, remotes: [canaryTag], items: errorItems(3, canaryTag) }, '10.1.2.1');
    expect(refused.statusCode).toBe(429);

    const answer = await status();
    expect(answer.rule).toEqual({ errorMarginPct: 5, minSessions: 2, minSources: 3 });
    const canaryRow = answer.rows.find((row) => row.version === CANARY_D);
    expect(canaryRow).toMatchObject({ state: 'canary', sessions: 4, errorSessions: 1, sources: 4 });
    expect(canaryRow?.dropped).toEqual({ token: 3, reused: 2, bounds: 1, cap: 0, rate: 3 });
    expect(answer.rows.find((row) => row.version === LIVE_D)).toMatchObject({
      sessions: 1,
      sources: 1,
      dropped: { token: 1, reused: 0, bounds: 0, cap: 0, rate: 0 },
    });
    expect(answer.judgements).toEqual([
      expect.objectContaining({
        remote: 'mfe-dashboard',
        // One error session in four counted, against none live: over the 5-point margin.
        verdict: 'failing',
        canary: expect.objectContaining({ version: CANARY_D, sessions: 4, sources: 4, dropped: canaryRow?.dropped }),
        live: expect.objectContaining({ version: LIVE_D, sessions: 1, sources: 1 }),
      }),
    ]);
  });

  it('withholds the judgement while the canary has too few distinct sources', async () => {
    await d.app.inject({
      method: 'POST',
      url: '/v2/staff/releases/mfe-dashboard/rollback',
      headers: (await signedInStaff(d, ['releases'])).headers,
    });
    await startTestCanary(d.db, {
      remote: 'mfe-dashboard',
      version: '2.0.1-canary',
      percent: 10,
      baseVersion: LIVE_D,
      actor: 'cli:tester',
    });
    const tag = 'mfe-dashboard@2.0.1-canary';
    for (let i = 0; i < 5; i += 1) {
      const token = d.app.releaseReportTokens!.issue([tag], `10.2.0.${i % 2}`);
      await send({ session: newSession(), token, remotes: [tag], items: errorItems(1, tag) }, `10.2.0.${i % 2}`);
    }
    const [judgement] = (await status()).judgements;
    expect(judgement).toMatchObject({ verdict: 'waiting', canary: { version: '2.0.1-canary', sessions: 5, sources: 2, errorRate: 1 } });
  });
});

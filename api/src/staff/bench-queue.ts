// `npm run bench:queue -w api`: the back office queue over 10,000 orders (goal: p95 under 200 ms).
// Seeds a temporary SQLite database (search ads and business profiles in every state, most with a
// subscription, some assigned or held) and times GET /v2/staff/orders through the app, guard included.
import { STAFF_API } from '@adlaunch/shared';
import { now } from '../db/database';
import { inChunks, insertBenchOwners } from '../testing/bench-owners';
import { writeResults } from '../testing/bench-results';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signedInStaff } from './staff-test-kit';

const ORDERS = Number(process.env.QUEUE_ORDERS ?? 10_000);
const RUNS = Number(process.env.QUEUE_RUNS ?? 40);
const DAY = 86_400_000;
const AD_STATUSES = ['paid', 'in_review', 'active', 'active', 'active', 'paused', 'cancelled'];
const PROFILE_STATUSES = ['paid', 'in_review', 'verification', 'live', 'live', 'cancelled'];

async function seed(t: TestApp) {
  const stamp = now();
  const userIds = await insertBenchOwners(t.db, Math.ceil(ORDERS / 2), 'R');
  const searchCount = Math.round(ORDERS * 0.7);
  const at = (i: number) => new Date(Date.now() - (i % 40) * DAY).toISOString();
  const ads = Array.from({ length: searchCount }, (_, i) => ({
    user_id: userIds[i % userIds.length],
    business_name: `Business ${i}`,
    locations: '[]',
    keywords: '["plumber"]',
    competitors: '[]',
    status: AD_STATUSES[i % AD_STATUSES.length],
    plan: 'growth',
    budget_cents: 480000,
    created_at: at(i),
    updated_at: at(i),
  }));
  await inChunks(ads, 500, (c) => t.db.insertInto('search_ads').values(c).execute());
  const profiles = Array.from({ length: ORDERS - searchCount }, (_, i) => ({
    user_id: userIds[(i + 7) % userIds.length],
    business_name: `Profile ${i}`,
    status: PROFILE_STATUSES[i % PROFILE_STATUSES.length],
    created_at: at(i),
    updated_at: at(i),
  }));
  await inChunks(profiles, 500, (c) => t.db.insertInto('profiles').values(c).execute());
  const subscriptions = (await t.db.selectFrom('search_ads').select(['id', 'user_id', 'status']).execute())
    .filter((_, i) => i % 5 !== 0)
    .map((ad, i) => ({
      user_id: ad.user_id,
      product: 'search_ads',
      ad_id: ad.id,
      profile_id: null,
      plan: 'growth',
      status: ad.status === 'cancelled' ? 'cancelled' : i % 23 === 0 ? 'past_due' : 'active',
      charge_vat: 1,
      is_staff: 0,
      anchor_day: 1,
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      cancel_at: null,
      cancelled_at: null,
      ended_at: null,
      card_authorization: null,
      card_brand: null,
      card_last4: null,
      card_email: 'owner@bench.test',
      paused_at: null,
      first_payment_id: 1_000_000 + i,
      created_at: stamp,
      updated_at: stamp,
    }));
  await inChunks(subscriptions, 300, (c) => t.db.insertInto('subscriptions').values(c).execute());
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const t = await createTestApp();
  try {
    const started = Date.now();
    await seed(t);
    console.log(`Seeded ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const staff = await signedInStaff(t, ['support']);
    const queries = [
      '',
      '?state=awaiting_setup',
      '?state=live&page=3',
      '?product=gbp',
      '?q=business%2012',
      '?assigned=nobody&per_page=100',
    ];
    const rows: string[] = [];
    for (const query of queries) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const start = process.hrtime.bigint();
        const res = await t.app.inject({ method: 'GET', url: `${STAFF_API.orders}${query}`, headers: staff.headers });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
        if (i >= 3) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const line = `| \`GET ${STAFF_API.orders}${query}\` | ${RUNS} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`;
      console.log(line);
      rows.push(line);
    }
    writeResults(
      'queue',
      [
        `The back office queue over ${ORDERS} orders (70% search ads, 30% business profiles, 80% of the ads with a subscription) on SQLite, through the app (guard, session and role checks included); target p95 under 200 ms.`,
        '',
        '| request | runs | p50 | p95 |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await t.close();
  }
}

void main();

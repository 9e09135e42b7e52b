import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { adSpend, quoteProfile, quoteSearchAds, type AdDetails, type Location, type PerformanceDay, type PlanId } from '@adlaunch/shared';
import { loadConfig } from '../config';
import { migrate, now, openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { previousMonth } from '../services/monthly-reports';
import { hashPassword } from '../services/passwords';
import { upsertPerformance } from '../services/performance';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_DAYS = 60;
const DEMO_PLAN: PlanId = 'plan_03';

const LOCATIONS: Location[] = [
  { id: 'st:ZA:WC', name: 'Western Cape', type: 'state', country: 'South Africa' },
  { id: 'co:ZA', name: 'South Africa', type: 'country', country: 'South Africa' },
];
const AD_DETAILS: AdDetails = {
  headline_1: 'Emergency Plumber Cape Town',
  headline_2: 'Burst Pipes Fixed Fast',
  headline_3: 'Call Now For A Free Quote',
  desc_1: 'Licensed plumbers on call 24/7 across Cape Town. Upfront prices, no call-out surprises.',
  desc_2: 'Geysers, leaks, blocked drains and bathroom fittings. Book online or call us today.',
};
const KEYWORDS = ['plumber cape town', 'emergency plumber', 'burst pipe repair', 'geyser replacement', 'blocked drain'];
const COMPETITORS = ['Cape Plumbing Co', 'DrainPro', 'Geyser Kings'];
export const DEMO_NEGATIVE_KEYWORDS = ['free', 'jobs', 'salary', 'diy', 'plumbing course'];

/** A repeatable pseudo-random sequence (mulberry32), so every seed shows the same chart shape. */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Full days ending yesterday (UTC), as an ad platform reports them; a gentle upward trend with quieter weekends. */
export function demoPerformance(today = new Date(), count = DEMO_DAYS): PerformanceDay[] {
  const random = sequence(20240601);
  const days: PerformanceDay[] = [];
  for (let i = count; i >= 1; i--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const trend = 1 + (count - i) / (count * 4);
    const views = Math.round((weekend ? 280 : 460) * trend * (0.8 + random() * 0.4));
    const clicks = Math.round(views * (0.035 + random() * 0.03));
    // About R6 a click keeps a month's spend just under the plan's R4,800 ad budget.
    const spendCents = clicks * Math.round(500 + random() * 200);
    days.push({ date: date.toISOString().slice(0, 10), clicks, views, spendCents });
  }
  return days;
}

export interface SeedResult {
  userId: number;
  adId: number;
  profileId: number;
  email: string;
  password: string;
}

/** Creates or refreshes the demo account; running it again changes nothing but the password and the newest days. */
export async function seedDemo(
  db: Kysely<Database>,
  { password, scryptCost, today = new Date() }: { password: string; scryptCost: number; today?: Date },
): Promise<SeedResult> {
  const stamp = now();
  const passwordHash = await hashPassword(password, scryptCost);
  const account = {
    first_name: 'Demo',
    last_name: 'Owner',
    password_hash: passwordHash,
    email_verified: 1,
    mobile: '+27 21 555 0100',
    business_name: 'Demo Plumbing',
    website_url: 'https://demo-plumbing.example.com',
    product: 'search_ads',
    charge_vat: 1,
    is_staff: 0,
    updated_at: stamp,
  };

  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
    const userId = existing
      ? (await trx.updateTable('users').set(account).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('users')
            .values({
              ...account,
              uuid: randomUUID(),
              email: DEMO_EMAIL,
              mobile_verified: 0,
              already_gbp: 0,
              extras: '["marketing"]',
              referral_code: `DEMO${randomBytes(3).toString('hex').toUpperCase()}`,
              referrer: null,
              cid: null,
              budget: null,
              created_at: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

    const ad = {
      mobile: account.mobile,
      business_name: account.business_name,
      business_url: account.website_url,
      locations: JSON.stringify(LOCATIONS),
      address: '14 Loop Street, Cape Town, 8001',
      ad_details: JSON.stringify(AD_DETAILS),
      keywords: JSON.stringify(KEYWORDS),
      competitors: JSON.stringify(COMPETITORS),
      negative_keywords: JSON.stringify(DEMO_NEGATIVE_KEYWORDS),
      status: 'active',
      plan: DEMO_PLAN,
      budget_cents: adSpend().zarCents,
      updated_at: stamp,
    };
    const oldAd = await trx.selectFrom('search_ads').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
    const adId = oldAd
      ? (await trx.updateTable('search_ads').set(ad).where('id', '=', oldAd.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('search_ads')
            .values({ ...ad, user_id: userId, created_at: stamp })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

    const profile = {
      business_name: account.business_name,
      business_url: account.website_url,
      mobile: account.mobile,
      category: 'Plumber',
      registration_number: '2019/123456/07',
      description: 'Family-run plumbing business serving Cape Town since 2009: emergency call-outs, geysers, leaks and renovations.',
      image: null,
      certificate: null,
      address: '14 Loop Street',
      zipcode: '8001',
      city: 'Cape Town',
      country: 'South Africa',
      status: 'verification',
      updated_at: stamp,
    };
    const oldProfile = await trx.selectFrom('profiles').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
    const profileId = oldProfile
      ? (await trx.updateTable('profiles').set(profile).where('id', '=', oldProfile.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('profiles')
            .values({ ...profile, user_id: userId, created_at: stamp })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

    const paidAt = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000).toISOString();
    const adsQuote = quoteSearchAds({ plan: DEMO_PLAN, chargeVAT: true });
    const profileQuote = quoteProfile({ hasReferral: false, chargeVAT: true });
    const payments = [
      {
        reference: `DEMO-${userId}-ADS`,
        product: 'search_ads',
        ad_id: adId,
        profile_id: null,
        amount_cents: adsQuote.chargeZarCents,
        plan: DEMO_PLAN,
        description: 'Search ads: campaign setup, first month of management and ad spend',
        metadata: JSON.stringify({ flow: 'search_ads', plan: DEMO_PLAN, vat: true, demo: true }),
        at: paidAt(DEMO_DAYS + 3),
      },
      {
        reference: `DEMO-${userId}-GBP`,
        product: 'gbp',
        ad_id: null,
        profile_id: profileId,
        amount_cents: profileQuote.chargeZarCents,
        plan: null,
        description: 'Google Business Profile: setup and first month',
        metadata: JSON.stringify({ flow: 'gbp', vat: true, demo: true }),
        at: paidAt(10),
      },
    ];
    for (const { at, ...payment } of payments) {
      const row = { ...payment, user_id: userId, currency: 'ZAR', status: 'success', promo_id: null, created_at: at, paid_at: at };
      await trx
        .insertInto('payments')
        .values(row)
        .onConflict((oc) =>
          oc.column('reference').doUpdateSet({ amount_cents: row.amount_cents, status: row.status, description: row.description }),
        )
        .execute();
    }

    await upsertPerformance(trx, adId, demoPerformance(today));
    return { userId, adId, profileId, email: DEMO_EMAIL, password };
  });
}

async function main() {
  const config = loadConfig();
  if (config.env === 'production' && !process.argv.includes('--force')) {
    console.error('seed:demo refuses to run with NODE_ENV=production (add --force if you really mean it).');
    process.exitCode = 1;
    return;
  }
  const database = openDatabase(config);
  try {
    await migrate(database);
    const password = process.env.DEMO_PASSWORD || randomBytes(9).toString('base64url');
    const result = await seedDemo(database.db, { password, scryptCost: config.scryptCost });
    console.log(
      `Demo account ready (search ad ${result.adId}: active, ${DEMO_DAYS} days of performance covering all of ${previousMonth()}; business profile in verification).`,
    );
    console.log(`  email:    ${result.email}`);
    console.log(`  password: ${result.password}`);
    console.log(`Send its monthly report with: npm run ops -- send-reports --month ${previousMonth()}`);
  } finally {
    await database.db.destroy();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { adSpend, quoteProfile, quoteSearchAds, type AdDetails, type Location, type PerformanceDay, type PlanId } from '@adlaunch/shared';
import type { ObjectStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { migrate, now, openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { previousMonth } from '../campaigns/monthly-reports';
import { seedBilling } from './seed-billing';
import { hashPassword } from '../accounts/passwords';
import { upsertPerformance } from '../campaigns/performance';
import { assetUrl, prepareUpload, type AssetKind, type PreparedUpload } from '../profiles/uploads';
import { writeTransaction } from '../lib/transaction';
import { recordPastPayment } from '../payments/payment-store';

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

/**
 * How far an owner has got. `live`: the search ad and the business profile are paid, the ad is active
 * with `days` of performance and the profile is in verification (the status pages and the dashboard
 * open). `setting-up`: every step of both wizards is filled in and nothing is paid (every wizard step
 * opens; the status pages send the owner back to a step).
 */
export type OwnerStage = 'live' | 'setting-up';

export interface OwnerSeed {
  email: string;
  password: string;
  scryptCost: number;
  stage: OwnerStage;
  /** Days of performance of a live ad, ending yesterday. */
  days?: number;
  firstName?: string;
  lastName?: string;
  today?: Date;
  /**
   * Where the profile's photo and registration certificate are stored (as an upload would store them).
   * Without it the profile has neither, so its business step counts as incomplete.
   */
  storage?: ObjectStorage;
}

/** A picture standing in for the owner's photo: shapes only (no fonts needed), as a JPEG. */
async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#38bdf8"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="930" cy="220" r="140" fill="#fbbf24"/>
    <rect x="140" y="380" width="620" height="420" fill="#f8fafc"/>
    <polygon points="100,400 450,160 800,400" fill="#b91c1c"/>
    <rect x="390" y="560" width="140" height="240" fill="#1e293b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A one-page PDF standing in for the company registration certificate. */
function sampleCertificate(businessName: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'Certificate of incorporation' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Certificate of incorporation', { align: 'center' }).moveDown();
    doc.fontSize(12).text(`${businessName} (Pty) Ltd, registration number 2019/123456/07.`);
    doc.end();
  });
}

/** The photo and the certificate, as uploads of this owner (an earlier seed's keys are kept). */
async function seedAssets(trx: Transaction<Database>, userId: number, files: Record<AssetKind, PreparedUpload>, stamp: string) {
  const keys: Partial<Record<AssetKind, string>> = {};
  for (const kind of ['image', 'certificate'] as const) {
    const old = await trx
      .selectFrom('assets')
      .select('storage_key')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const key = old?.storage_key ?? `${randomBytes(16).toString('hex')}.${files[kind].ext}`;
    if (!old) {
      await trx
        .insertInto('assets')
        .values({
          user_id: userId,
          kind,
          storage_key: key,
          content_type: files[kind].contentType,
          size: files[kind].body.length,
          created_at: stamp,
        })
        .execute();
    }
    keys[kind] = key;
  }
  return keys;
}

/** A live owner's two paid orders, their subscriptions and billing history, and the campaign's statistics. */
async function seedPaidOrders(
  trx: Transaction<Database>,
  {
    userId,
    email,
    adId,
    profileId,
    today,
    days,
  }: { userId: number; email: string; adId: number; profileId: number; today: Date; days: number },
) {
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
      // seedBilling writes its figures (the one shape) in this transaction.
      metadata: '{}',
      at: paidAt(days + 3),
    },
    {
      reference: `DEMO-${userId}-GBP`,
      product: 'gbp',
      ad_id: null,
      profile_id: profileId,
      amount_cents: profileQuote.chargeZarCents,
      plan: null,
      description: 'Google Business Profile: setup and first month',
      metadata: '{}',
      at: paidAt(10),
    },
  ];
  for (const { at, ...payment } of payments) {
    await recordPastPayment(trx, { ...payment, user_id: userId, kind: 'order', promo_id: null, at });
  }

  await seedBilling(trx, {
    userId,
    email,
    today,
    supplier: loadConfig().invoiceSupplier,
    orders: [
      {
        product: 'search_ads',
        reference: `DEMO-${userId}-ADS`,
        plan: DEMO_PLAN,
        adId,
        profileId: null,
        paidOn: payments[0].at.slice(0, 10),
      },
      { product: 'gbp', reference: `DEMO-${userId}-GBP`, plan: 'gbp', adId: null, profileId, paidOn: payments[1].at.slice(0, 10) },
    ],
  });

  await upsertPerformance(trx, adId, demoPerformance(today, days));
}

/**
 * Creates or refreshes an owner with a search ad and a business profile at the given stage. Running it
 * again with the same options adds no rows and changes nothing but the password and the newest days.
 */
export async function seedOwner(db: Kysely<Database>, options: OwnerSeed): Promise<SeedResult> {
  const {
    email,
    password,
    scryptCost,
    stage,
    days = DEMO_DAYS,
    firstName = 'Demo',
    lastName = 'Owner',
    today = new Date(),
    storage,
  } = options;
  const live = stage === 'live';
  const stamp = now();
  const passwordHash = await hashPassword(password, scryptCost);
  const account = {
    first_name: firstName,
    last_name: lastName,
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
  // Made before the transaction; written to storage once it has committed (under the keys it chose).
  const files: Record<AssetKind, PreparedUpload> | null = storage
    ? {
        image: await prepareUpload('image', await samplePhoto()),
        certificate: await prepareUpload('certificate', await sampleCertificate(account.business_name)),
      }
    : null;

  const { result, keys } = await writeTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const userId = existing
      ? (await trx.updateTable('users').set(account).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('users')
            .values({
              ...account,
              uuid: randomUUID(),
              email,
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
      // An unpaid ad has no plan yet: the owner picks it on the pay step.
      status: live ? 'active' : 'setup',
      plan: live ? DEMO_PLAN : null,
      budget_cents: live ? adSpend().zarCents : 0,
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

    // The photo and the certificate, as uploads of this owner (an earlier seed's keys are kept).
    const keys = files ? await seedAssets(trx, userId, files, stamp) : {};

    const profile = {
      business_name: account.business_name,
      business_url: account.website_url,
      mobile: account.mobile,
      category: 'Plumber',
      registration_number: '2019/123456/07',
      description: 'Family-run plumbing business serving Cape Town since 2009: emergency call-outs, geysers, leaks and renovations.',
      image: keys.image ? assetUrl(keys.image) : null,
      certificate: keys.certificate ? assetUrl(keys.certificate) : null,
      address: '14 Loop Street',
      zipcode: '8001',
      city: 'Cape Town',
      country: 'South Africa',
      status: live ? 'verification' : 'setup',
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

    if (live) await seedPaidOrders(trx, { userId, email, adId, profileId, today, days });
    return { result: { userId, adId, profileId, email, password }, keys };
  });

  // Written again on every run, so a missing file is restored.
  if (storage && files) {
    for (const kind of ['image', 'certificate'] as const) await storage.put(keys[kind]!, files[kind].body, files[kind].contentType);
  }
  return result;
}

/** Creates or refreshes the demo account; running it again changes nothing but the password and the newest days. */
export async function seedDemo(
  db: Kysely<Database>,
  { password, scryptCost, today = new Date() }: { password: string; scryptCost: number; today?: Date },
): Promise<SeedResult> {
  return seedOwner(db, { email: DEMO_EMAIL, password, scryptCost, today, stage: 'live', days: DEMO_DAYS });
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

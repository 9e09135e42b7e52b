import type { Invoice, PerformanceDay, Profile, SearchAd, SessionUser, Subscription, Transaction } from '@adlaunch/shared';
import { addDays } from '@adlaunch/shared';
import { isoDate } from '../features/stats/aggregate';

export function searchAd(overrides: Partial<SearchAd> = {}): SearchAd {
  return {
    id: 7,
    mobile: '+27 21 555 0100',
    businessName: 'Sipho Plumbing',
    businessUrl: 'https://sipho.example.com',
    locations: [{ id: 'st:ZA:WC', name: 'Western Cape', type: 'state', country: 'South Africa' }],
    address: '1 Long Street, Cape Town',
    ad_details: { headline_1: 'Plumber', headline_2: 'Fast', headline_3: 'Call now', desc_1: 'We fix pipes.', desc_2: 'Open 24/7.' },
    keywords: ['plumber cape town', 'burst pipe'],
    competitors: ['DrainPro'],
    negative_keywords: [],
    status: 'active',
    plan: 'plan_03',
    budgetCents: 480000,
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 3,
    businessName: 'Sipho Plumbing',
    businessUrl: 'https://sipho.example.com',
    mobile: '+27 21 555 0100',
    category: 'Plumber',
    registrationNumber: '2019/1/07',
    description: 'Plumbing for Cape Town since 2009.',
    image: '/assets/a.jpg',
    certificate: '/assets/c.pdf',
    address: '1 Long Street',
    zipcode: '8001',
    city: 'Cape Town',
    country: 'South Africa',
    status: 'live',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function payment(overrides: Partial<Transaction> = {}): Transaction {
  return {
    reference: 'AL-0001',
    product: 'search_ads',
    description: 'Search ads: setup and first month',
    amountCents: 966000,
    currency: 'ZAR',
    status: 'success',
    createdAt: '2024-04-01T09:00:00.000Z',
    paidAt: '2024-04-01T09:01:00.000Z',
    kind: 'order',
    day: '2024-04-01',
    period: { start: '2024-04-01', end: '2024-04-30' },
    ...overrides,
  };
}

/** The Growth plan of `searchAd()` (R2,400 management and R4,800 ad budget, with VAT), renewing on the 26th. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    product: 'search_ads',
    label: 'Search ads, Growth plan: Sipho Plumbing',
    status: 'active',
    amountCents: 828000,
    chargeVAT: true,
    anchorDay: 26,
    periodStart: '2026-11-26',
    periodEnd: '2026-12-25',
    nextChargeOn: '2026-12-26',
    nextChargeCents: 828000,
    creditCents: 0,
    pausePreview: { on: '2026-12-26', ifPausedCents: 276000, ifRunningCents: 828000 },
    cancelAt: null,
    canUndoCancel: false,
    card: { brand: 'visa', last4: '4081' },
    pastDue: null,
    history: [{ day: '2026-11-26', kind: 'paid', text: 'You paid R9,660 for 26 Nov 2026 to 25 Dec 2026.' }],
    ...overrides,
  };
}

/** The tax invoice of `payment()`: R8,400 before VAT, R1,260 VAT, R9,660 in all. */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    number: 'INV-000001',
    kind: 'tax_invoice',
    title: 'Tax invoice',
    issuedAt: '2024-04-01T09:01:00.000Z',
    paymentReference: 'AL-0001',
    product: 'search_ads',
    supplier: { name: 'AdLaunch (Pty) Ltd', address: '14 Bree Street, Cape Town, 8001', vatNumber: '4123456789', isSample: false },
    customer: { name: 'Sipho Dlamini', businessName: 'Sipho Plumbing', address: '1 Long Street, Cape Town', email: 'sipho@example.com' },
    lines: [
      { label: 'Campaign setup (once)', amountCents: 120000 },
      { label: 'Management fee (monthly)', amountCents: 240000 },
      { label: 'Ad spend (monthly)', amountCents: 480000 },
    ],
    subtotalCents: 840000,
    vatRate: 0.15,
    vatCents: 126000,
    totalCents: 966000,
    currency: 'ZAR',
    noVatReason: null,
    ...overrides,
  };
}

export function session(history: Transaction[] = [], overrides: Partial<SessionUser['user']> = {}): SessionUser {
  const paid = history.filter((t) => t.status === 'success');
  return {
    message: 'ok',
    emailVerified: true,
    mobileVerified: false,
    user: {
      uuid: 'u-1',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: 'sipho@example.com',
      mobile: null,
      chargeVAT: true,
      websiteUrl: null,
      product: 'search_ads',
      budget: null,
      alreadyGbp: false,
      businessName: 'Sipho Plumbing',
      extras: ['marketing'],
      locations: [],
      address: null,
      name: 'Sipho Dlamini',
      clicks: 0,
      views: 0,
      has_ads: false,
      isStaff: false,
      referralCode: 'ABC123',
      transactions: { history, totals: { count: paid.length, paidCents: paid.reduce((sum, t) => sum + t.amountCents, 0) } },
      ...overrides,
    },
  };
}

/** `count` days ending yesterday (local time), each with the same numbers. */
export function recentDays(
  count: number,
  day: Omit<PerformanceDay, 'date'> = { clicks: 10, views: 200, spendCents: 15000 },
): PerformanceDay[] {
  const yesterday = addDays(isoDate(new Date()), -1);
  return Array.from({ length: count }, (_, i) => ({ date: addDays(yesterday, -(count - 1 - i)), ...day }));
}

import {
  formatDecimal,
  compareText,
  PLANS,
  searchPlan,
  type PerformanceDay,
  type PlanId,
  type Profile,
  type SearchAd,
  type Transaction,
} from '@adlaunch/shared';

/** A plan by the name the owner chose it by (Essentials, Growth), never its billing id (plan_03). */
export const planName = (plan: string | null): string | null => (plan && plan in PLANS ? searchPlan(plan as PlanId).name : plan);

type Cell = string | number | boolean | null | undefined;

/** One CSV cell (RFC 4180); text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(headers: string[], rows: Cell[][]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface ExportFile {
  name: string;
  label: string;
  rows: number;
  content: string;
}

export interface ExportSource {
  searchAd: SearchAd | null;
  profile: Profile | null;
  days: PerformanceDay[];
  payments: Transaction[];
}

/** The owner's history as four CSV files: ads, keywords (with words to exclude and competitors), performance and payments. */
export function buildExports({ searchAd, profile, days, payments }: ExportSource, today: string): ExportFile[] {
  const file = (key: string, label: string, headers: string[], rows: Cell[][]): ExportFile => ({
    name: `adlaunch-${key}-${today}.csv`,
    label,
    rows: rows.length,
    content: toCsv(headers, rows),
  });

  const ads: Cell[][] = [];
  if (searchAd) {
    const d = searchAd.ad_details;
    ads.push([
      'search_ads',
      searchAd.id,
      searchAd.status,
      searchAd.businessName,
      searchAd.businessUrl,
      searchAd.mobile,
      searchAd.address,
      searchAd.locations.map((l) => l.name).join('; '),
      d?.headline_1,
      d?.headline_2,
      d?.headline_3,
      d?.desc_1,
      d?.desc_2,
      planName(searchAd.plan),
      formatDecimal(searchAd.budgetCents),
      null,
      null,
      null,
      null,
      null,
      searchAd.updatedAt,
    ]);
  }
  if (profile) {
    ads.push([
      'google_business_profile',
      profile.id,
      profile.status,
      profile.businessName,
      profile.businessUrl,
      profile.mobile,
      profile.address,
      null,
      null,
      null,
      null,
      profile.description,
      null,
      null,
      null,
      profile.category,
      profile.registrationNumber,
      profile.city,
      profile.zipcode,
      profile.country,
      profile.updatedAt,
    ]);
  }

  const keywords: Cell[][] = searchAd
    ? [
        ...searchAd.keywords.map((k) => ['keyword', k]),
        ...searchAd.negative_keywords.map((k) => ['negative_keyword', k]),
        ...searchAd.competitors.map((c) => ['competitor', c]),
      ]
    : [];

  const performance: Cell[][] = [...days]
    .sort((a, b) => compareText(a.date, b.date))
    .map((day) => [
      day.date,
      day.clicks,
      day.views,
      day.views > 0 ? ((day.clicks / day.views) * 100).toFixed(2) : '0.00',
      formatDecimal(day.spendCents),
    ]);

  const paymentRows: Cell[][] = [...payments]
    .sort((a, b) => compareText(a.createdAt, b.createdAt))
    .map((p) => [p.createdAt, p.paidAt, p.reference, p.product, p.description, p.status, formatDecimal(p.amountCents), p.currency]);

  return [
    file(
      'ads',
      'Ads',
      [
        'product',
        'id',
        'status',
        'business_name',
        'business_url',
        'mobile',
        'address',
        'locations',
        'headline_1',
        'headline_2',
        'headline_3',
        'description_1',
        'description_2',
        'plan',
        'monthly_budget_zar',
        'category',
        'registration_number',
        'city',
        'zipcode',
        'country',
        'updated_at',
      ],
      ads,
    ),
    file('keywords', 'Keywords', ['type', 'text'], keywords),
    file('performance', 'Performance', ['date', 'clicks', 'views', 'ctr_percent', 'spend_zar'], performance),
    file(
      'payments',
      'Payments',
      ['created_at', 'paid_at', 'reference', 'product', 'description', 'status', 'amount', 'currency'],
      paymentRows,
    ),
  ];
}

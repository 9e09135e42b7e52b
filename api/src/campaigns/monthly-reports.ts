import type { Kysely, Selectable } from 'kysely';
import { addMonths, adSpend, monthlyFigures, type MonthlyReport, type PerformanceDay } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database, SearchAdsTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { enqueueEmail } from '../mail/outbox';
import { recordAction, type Actor } from '../staff/staff-actions';
import { listPerformance } from './performance';
import { renderReportEmail } from './report-email';
import { writeTransaction } from '../lib/transaction';

type AdRow = Selectable<SearchAdsTable>;

/** Statuses whose ads have run, so their months have statistics. */
const RAN = ['active', 'paused', 'cancelled'];

export const currentMonth = (moment = new Date()) => moment.toISOString().slice(0, 7);
/** The month a scheduler run on the 1st reports on. */
export const previousMonth = (moment = new Date()) => addMonths(currentMonth(moment), -1);

/** The budget the dashboard paces against: the ad's own, or the standard ad spend for older ads without one. */
const reportBudgetCents = (ad: Pick<AdRow, 'budget_cents'>) => (ad.budget_cents > 0 ? ad.budget_cents : adSpend().zarCents);

/** The owner's latest search ad that has run: a newer draft does not hide its reports. */
async function reportedAd(db: Kysely<Database>, userId: number): Promise<AdRow | undefined> {
  return db
    .selectFrom('search_ads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', RAN)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function monthsWithData(days: PerformanceDay[], before: string): string[] {
  return [...new Set(days.map((d) => d.date.slice(0, 7)))].filter((m) => m < before).sort((a, b) => b.localeCompare(a));
}

async function sentAt(db: Kysely<Database>, userId: number, months: string[]): Promise<Map<string, string>> {
  if (months.length === 0) return new Map();
  const rows = await db
    .selectFrom('monthly_reports')
    .select(['month', 'sent_at'])
    .where('user_id', '=', userId)
    .where('month', 'in', months)
    .execute();
  return new Map(rows.map((r) => [r.month, r.sent_at]));
}

function toReport(ad: AdRow, days: PerformanceDay[], month: string, sent: string | null): MonthlyReport {
  return { ...monthlyFigures(days, month, reportBudgetCents(ad)), businessName: ad.business_name, sentAt: sent };
}

/** Every past month (never the running one) with statistics, newest first. */
export async function listReports(db: Kysely<Database>, userId: number, today = new Date()) {
  const ad = await reportedAd(db, userId);
  if (!ad) return [];
  const days = await listPerformance(db, ad.id);
  const months = monthsWithData(days, currentMonth(today));
  const sent = await sentAt(db, userId, months);
  return months.map((month) => {
    const report = toReport(ad, days, month, sent.get(month) ?? null);
    return { month, label: report.label, clicks: report.totals.clicks, spendCents: report.totals.spendCents, sentAt: report.sentAt };
  });
}

const REPORT_NOT_FOUND = 'There is no report for that month.';

export async function getReport(db: Kysely<Database>, userId: number, month: string, today = new Date()): Promise<MonthlyReport> {
  const ad = await reportedAd(db, userId);
  if (!ad || month >= currentMonth(today)) throw new HttpError(404, REPORT_NOT_FOUND);
  const days = await listPerformance(db, ad.id);
  if (!days.some((d) => d.date.startsWith(month))) throw new HttpError(404, REPORT_NOT_FOUND);
  const sent = await sentAt(db, userId, [month]);
  return toReport(ad, days, month, sent.get(month) ?? null);
}

/**
 * Whose campaign gets a report for `month`: the latest ad is active, or was paused recently, that is
 * within the report month or the month after (a scheduler runs on the 1st; an operator may catch up
 * a few weeks later). Cancelled and never-launched ads get none, and neither does a month without
 * statistics: a report of zeros for an ad that had not started tells the owner nothing.
 */
function isRecentlyPaused(ad: Pick<AdRow, 'paused_at' | 'updated_at'>, month: string): boolean {
  // Ads paused before paused_at was recorded (or by an operator's status change) fall back to their last change.
  const pausedOn = (ad.paused_at ?? ad.updated_at).slice(0, 7);
  return pausedOn >= month && pausedOn <= addMonths(month, 1);
}

export interface SendResult {
  /** Owners whose report went into the email outbox now (its worker sends it, with retries). */
  queued: string[];
  alreadySent: number;
}

/**
 * Queues each eligible owner's report for `month` once: the (user, month) row and the email are written
 * in one transaction, so a report is queued exactly once however often (or on however many instances)
 * this runs, and a crash leaves either both or neither. Run by an operator (`recordedAs`), each report
 * queued is recorded in the staff action log on its ad, in the same transaction.
 */
export async function sendMonthlyReports(
  db: Kysely<Database>,
  { month, siteOrigin, recordedAs }: { month: string; siteOrigin: string; recordedAs?: Actor },
): Promise<SendResult> {
  const candidates = await db
    .selectFrom('search_ads')
    .innerJoin('users', 'users.id', 'search_ads.user_id')
    .select(['search_ads.user_id as user_id', 'users.email as email', 'users.first_name as first_name'])
    .where('search_ads.status', 'in', ['active', 'paused'])
    .distinct()
    .orderBy('user_id')
    .execute();

  const result: SendResult = { queued: [], alreadySent: 0 };
  for (const owner of candidates) {
    const ad = await reportedAd(db, owner.user_id);
    if (!ad || (ad.status !== 'active' && !(ad.status === 'paused' && isRecentlyPaused(ad, month)))) continue;
    const days = await listPerformance(db, ad.id);
    if (!days.some((d) => d.date.startsWith(month))) continue;

    if ((await sentAt(db, owner.user_id, [month])).size > 0) {
      result.alreadySent++;
      continue;
    }
    const email = await renderReportEmail(toReport(ad, days, month, null), {
      firstName: owner.first_name,
      dashboardUrl: `${siteOrigin.replace(/\/+$/, '')}/dashboard?report=${month}`,
    });
    const queued = await writeTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('monthly_reports')
        .values({ user_id: owner.user_id, month, ad_id: ad.id, to_address: owner.email, sent_at: now() })
        .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      await enqueueEmail(trx, { kind: 'monthly-report', to: owner.email, ...email });
      if (recordedAs)
        await recordAction(trx, recordedAs, {
          action: 'monthly_report',
          subject: { type: 'search_ads', id: ad.id },
          after: { month, to: owner.email },
        });
      return true;
    });
    if (queued) result.queued.push(owner.email);
    else result.alreadySent++;
  }
  return result;
}

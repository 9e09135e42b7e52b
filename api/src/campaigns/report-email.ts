import {
  addMonths,
  formatChange,
  formatPointChange,
  formatMoney,
  monthLabel,
  noComparisonNote,
  type MonthlyReport,
} from '@adlaunch/shared';
import { renderEmail, type RenderedEmail } from '../mail/layout';

const count = new Intl.NumberFormat('en-US');
const percent = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`;

interface Line {
  label: string;
  value: string;
  /** "+12% on April 2024 (500)", or null without a month before. */
  change: string | null;
}

function lines(report: MonthlyReport, previousLabel: string): Line[] {
  const { totals, previous, change } = report;
  const versus = (delta: string | null, before: string | null | undefined) =>
    delta && before ? `${delta} on ${previousLabel} (${before})` : null;
  const ctrPoints = formatPointChange(change.ctrPoints);
  const used = report.budgetCents > 0 ? totals.spendCents / report.budgetCents : 0;
  return [
    {
      label: 'Clicks',
      value: count.format(totals.clicks),
      change: versus(formatChange(change.clicks), previous && count.format(previous.clicks)),
    },
    {
      label: 'Views',
      value: count.format(totals.views),
      change: versus(formatChange(change.views), previous && count.format(previous.views)),
    },
    { label: 'Click-through rate', value: percent(totals.ctr), change: versus(ctrPoints, previous && percent(previous.ctr)) },
    {
      label: 'Spend',
      value: `${formatMoney(totals.spendCents, 'ZAR')} of your ${formatMoney(report.budgetCents, 'ZAR')} budget (${percent(used, 0)})`,
      change: versus(formatChange(change.spendCents), previous && formatMoney(previous.spendCents, 'ZAR')),
    },
  ];
}

/** The monthly results email, in the one email layout. */
export async function renderReportEmail(
  report: MonthlyReport,
  { firstName, dashboardUrl }: { firstName: string; dashboardUrl: string },
): Promise<RenderedEmail> {
  const rows = lines(report, monthLabel(addMonths(report.month, -1)));
  const note = noComparisonNote(report);
  const business = report.businessName ? ` for ${report.businessName}` : '';
  const intro = `Hi ${firstName}, here is how your search ads${business} did in ${report.label}.`;
  return renderEmail({
    subject: `Your ${report.label} search ads results: ${count.format(report.totals.clicks)} clicks`,
    preview: intro,
    heading: `${report.label} results`,
    blocks: [
      intro,
      { type: 'table', rows: rows.map((r) => ({ label: r.label, value: r.value, note: r.change })) },
      // Changes only against a whole month before; otherwise the report says it is the first full month.
      ...(note ? [{ type: 'paragraph', tone: 'muted', text: note } as const] : []),
    ],
    action: { label: 'See the report on your dashboard', url: dashboardUrl },
    footer: 'AdLaunch manages your search ads. Reply to this email with any question.',
  });
}

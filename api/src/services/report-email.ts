import mjml2html from 'mjml';
import { addMonths, formatChange, formatPointChange, formatMoney, monthLabel, type MonthlyReport } from '@adlaunch/shared';

const count = new Intl.NumberFormat('en-US');
const rand = (cents: number) => formatMoney(cents, 'ZAR');
const percent = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`;

/** MJML text is HTML: anything the owner typed is escaped. */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

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
      label: 'Impressions',
      value: count.format(totals.views),
      change: versus(formatChange(change.views), previous && count.format(previous.views)),
    },
    { label: 'Click-through rate', value: percent(totals.ctr), change: versus(ctrPoints, previous && percent(previous.ctr)) },
    {
      label: 'Spend',
      value: `${rand(totals.spendCents)} of your ${rand(report.budgetCents)} budget (${percent(used, 0)})`,
      change: versus(formatChange(change.spendCents), previous && rand(previous.spendCents)),
    },
  ];
}

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
}

/** The monthly results email: HTML from MJML (tables and inline styles that common clients render) and a plain-text part. */
export async function renderReportEmail(
  report: MonthlyReport,
  { firstName, dashboardUrl }: { firstName: string; dashboardUrl: string },
): Promise<ReportEmail> {
  const rows = lines(report, monthLabel(addMonths(report.month, -1)));
  const business = report.businessName ? ` for ${report.businessName}` : '';
  const subject = `Your ${report.label} search ads results: ${count.format(report.totals.clicks)} clicks`;
  const intro = `Hi ${firstName}, here is how your search ads${business} did in ${report.label}.`;
  const noPrevious = 'There are no statistics for the month before to compare with.';

  const text = [
    intro,
    '',
    ...rows.map((r) => `${r.label}: ${r.value}${r.change ? ` (${r.change})` : ''}`),
    ...(report.previous ? [] : ['', noPrevious]),
    '',
    `See every day of ${report.label} on your dashboard: ${dashboardUrl}`,
    '',
    'AdLaunch',
  ].join('\n');

  const tableRows = rows
    .map(
      (r) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;font-weight:600">${escape(r.label)}</td>` +
        `<td style="padding:8px 0;border-bottom:1px solid #e5e7eb;text-align:right">${escape(r.value)}` +
        (r.change ? `<br /><span style="color:#4b5563;font-size:13px">${escape(r.change)}</span>` : '') +
        '</td></tr>',
    )
    .join('');

  const { html, errors } = await mjml2html(
    `<mjml lang="en">
      <mj-head>
        <mj-title>${escape(subject)}</mj-title>
        <mj-preview>${escape(intro)}</mj-preview>
        <mj-attributes>
          <mj-all font-family="-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
          <mj-text font-size="16px" line-height="1.5" color="#111827" />
        </mj-attributes>
      </mj-head>
      <mj-body background-color="#f3f4f6">
        <mj-section background-color="#ffffff" padding="24px">
          <mj-column>
            <mj-text font-size="22px" font-weight="700" color="#1e3a8a">${escape(report.label)} results</mj-text>
            <mj-text>${escape(intro)}</mj-text>
            <mj-table>${tableRows}</mj-table>
            ${report.previous ? '' : `<mj-text color="#4b5563" font-size="14px">${escape(noPrevious)}</mj-text>`}
            <mj-button href="${escape(dashboardUrl)}" background-color="#1e40af" color="#ffffff" font-weight="600">See the report on your dashboard</mj-button>
            <mj-text color="#4b5563" font-size="13px">AdLaunch manages your search ads. Reply to this email with any question.</mj-text>
          </mj-column>
        </mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length) throw new Error(`report email template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { subject, text, html };
}

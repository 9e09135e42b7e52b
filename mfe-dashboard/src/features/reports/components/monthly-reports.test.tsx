import { screen, within } from '@testing-library/react';
import type { MonthlyReport } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { renderAt } from '../../../testing/render';
import { MonthlyReports } from './monthly-reports';

afterEach(() => jest.restoreAllMocks());

const may: MonthlyReport = {
  month: '2024-05',
  label: 'May 2024',
  daysWithData: 31,
  totals: { clicks: 620, views: 12400, spendCents: 465000, ctr: 0.05 },
  budgetCents: 480000,
  previous: { clicks: 500, views: 10000, spendCents: 400000, ctr: 0.05 },
  change: { clicks: 0.24, views: 0.24, spendCents: 0.1625, ctrPoints: 0 },
  businessName: 'Sipho Plumbing',
  sentAt: '2024-06-01T06:00:00.000Z',
};
const april: MonthlyReport = {
  ...may,
  month: '2024-04',
  label: 'April 2024',
  daysWithData: 30,
  totals: { clicks: 500, views: 10000, spendCents: 400000, ctr: 0.05 },
  previous: null,
  change: { clicks: null, views: null, spendCents: null, ctrPoints: null },
  sentAt: null,
};

function mockReports() {
  jest.spyOn(api, 'reports').mockResolvedValue({
    reports: [may, april].map((r) => ({
      month: r.month,
      label: r.label,
      clicks: r.totals.clicks,
      spendCents: r.totals.spendCents,
      sentAt: r.sentAt,
    })),
  });
  return jest.spyOn(api, 'report').mockImplementation(async (month) => ({ report: month === '2024-05' ? may : april }));
}

describe('monthly reports on the dashboard', () => {
  it('lists past months and shows the newest report with month-on-month change', async () => {
    const report = mockReports();
    const { user } = renderAt(<MonthlyReports />);
    const section = await screen.findByRole('region', { name: 'Monthly reports' });
    const months = await within(section).findByRole('list', { name: 'Past months' });
    expect(
      within(months)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['May 2024', 'April 2024']);
    expect(within(months).getByRole('button', { name: 'May 2024' })).toHaveAttribute('aria-pressed', 'true');

    const shown = await within(section).findByRole('article', { name: 'May 2024 results' });
    const figure = (label: string) => within(shown).getByText(label).nextElementSibling as HTMLElement;
    // Each value alone on its line, the change under it.
    expect(within(figure('Clicks')).getByText('620')).toHaveClass('value');
    expect(figure('Clicks')).toHaveTextContent('620+24% on the month before (500)');
    expect(within(figure('Views')).getByText('12,400')).toHaveClass('value');
    expect(shown).not.toHaveTextContent(/impressions/i);
    expect(within(figure('Click-through rate')).getByText('5.0%')).toHaveClass('value');
    expect(within(figure('Spend')).getByText('R4,650')).toHaveClass('value');
    expect(figure('Spend')).toHaveTextContent('R4,65097% of your R4,800 budget+16% on the month before (R4,000)');
    expect(within(shown).queryByText(/first full month/)).not.toBeInTheDocument();
    expect(within(shown).getByText(/Emailed to you on 1 Jun 2024/)).toBeInTheDocument();

    await user.click(within(months).getByRole('button', { name: 'April 2024' }));
    const april = await within(section).findByRole('article', { name: 'April 2024 results' });
    expect(within(april).getByText('Clicks').nextElementSibling).toHaveTextContent(/^500$/);
    // No whole month before April: no change, and April is said to be the first full month.
    expect(
      within(april).getByText('April 2024 is your first full month, so there is no whole month before it to compare with.'),
    ).toBeVisible();
    expect(report).toHaveBeenLastCalledWith('2024-04');
  });

  it('opens the month that the email links to', async () => {
    mockReports();
    renderAt(<MonthlyReports />, { path: '/dashboard?report=2024-04' });
    expect(await screen.findByRole('article', { name: 'April 2024 results' })).toBeInTheDocument();
  });

  it('says when there is no report yet', async () => {
    jest.spyOn(api, 'reports').mockResolvedValue({ reports: [] });
    renderAt(<MonthlyReports />);
    expect(await screen.findByText('Your first monthly report appears here after your ads’ first month.')).toBeInTheDocument();
  });
});

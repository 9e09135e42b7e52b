import { render, screen } from '@testing-library/react';
import { BudgetMeter } from '../../stats/components/budget-meter';
import { SpendPacing } from './spend-pacing';

const day = (date: string, spendCents: number) => ({ date, clicks: 5, views: 100, spendCents });

describe('spend pacing on the dashboard', () => {
  it('shows the daily cap and month-to-date spend against the expected pace', () => {
    render(<SpendPacing days={[day('2024-04-01', 15000), day('2024-04-02', 15000)]} budgetCents={480000} asOf="2024-04-10" />);
    expect(screen.getByRole('heading', { name: 'Daily cap and pace' })).toBeInTheDocument();
    expect(screen.getByText('Daily cap').nextElementSibling).toHaveTextContent('R160 (R4,800 a month over 30 days)');
    expect(screen.getByText('Spent this month').nextElementSibling).toHaveTextContent('R300 by 10 Apr 2024');
    expect(screen.getByText('Expected by now').nextElementSibling).toHaveTextContent('R1,600 (10 of 30 days)');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Spend is on pace for this month.')).toBeInTheDocument();
  });

  it('warns when spend runs more than 10% ahead of pace', () => {
    render(<SpendPacing days={[day('2024-04-05', 176001)]} budgetCents={480000} asOf="2024-04-10" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Spend is running ahead of pace: R1,760.01 spent by 10 Apr 2024 against R1,600 expected, more than 10% over.',
    );
    expect(screen.queryByText('Spend is on pace for this month.')).not.toBeInTheDocument();
  });

  it('says so when spend is over the whole budget', () => {
    render(<SpendPacing days={[day('2024-04-05', 500000)]} budgetCents={480000} asOf="2024-04-10" />);
    expect(screen.getByRole('status')).toHaveTextContent('Spend is over this month’s budget: R5,000 spent against a budget of R4,800.');
  });
});

describe('a campaign that is not running', () => {
  it('says it is paused, never that spend is on pace', () => {
    render(<SpendPacing days={[day('2024-04-01', 15000)]} budgetCents={480000} asOf="2024-04-10" status="paused" />);
    expect(screen.getByText('Paused: your ads are not running, so nothing more is spent until you resume them.')).toBeVisible();
    expect(screen.queryByText(/on pace/)).not.toBeInTheDocument();
    expect(screen.queryByText('Expected by now')).not.toBeInTheDocument();
  });

  it('says so in the budget meter too, not "On track"', () => {
    const today = new Date('2024-04-10T12:00:00Z');
    render(<BudgetMeter days={[day('2024-04-01', 15000)]} budgetCents={480000} now={today} status="paused" />);
    expect(screen.getByText(/Your ads are paused, so nothing more is spent until you resume them\./)).toBeVisible();
    expect(screen.queryByText(/On track/)).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import type { Subscription } from '@adlaunch/shared';
import { paidPeriodOf } from '../paid-period';
import { SpendPacing } from './spend-pacing';

const day = (date: string, spendCents: number) => ({ date, clicks: 5, views: 100, spendCents });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const paidOn26th = { start: '2024-10-26', end: '2024-11-25' };

describe('spend on the dashboard: one figure, one verdict', () => {
  it('measures the paid period from the day it started, not the calendar month', () => {
    // The finding: spend since 1 November (R200) and an expected figure for 4 of 30 days told another story.
    const days = [day('2024-10-26', 20000), day('2024-10-31', 30000), day('2024-11-04', 20000)];
    render(<SpendPacing days={days} budgetCents={480000} asOf="2024-11-04" paidPeriod={paidOn26th} />);
    const card = screen.getByRole('region', { name: 'Spend this paid period' });
    expect(card).toHaveTextContent('26 Oct to 25 Nov 2024, day 10 of 31');
    expect(card).toHaveTextContent('R700 of R4,800');
    expect(screen.getByRole('meter', { name: 'Share of the ad budget spent' })).toHaveAttribute('aria-valuenow', '15');
    expect(fact('Expected by now')).toHaveTextContent(/^R1,548.39$/);
    expect(fact('Daily cap')).toHaveTextContent('R154.83');
    expect(card).toHaveTextContent('15% of the budget, by 4 Nov 2024');
    // One verdict, said once.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Spending slower than planned: R700 by 4 Nov 2024 against R1,548.39 expected, which usually means fewer searches for your keywords.',
    );
    expect(screen.queryByText(/on pace|on track/i)).not.toBeInTheDocument();
  });

  it('says on pace once when spend is near the even pace', () => {
    render(
      <SpendPacing days={[day('2024-04-01', 80000), day('2024-04-09', 80000)]} budgetCents={480000} asOf="2024-04-10" paidPeriod={null} />,
    );
    expect(screen.getByRole('region', { name: 'Spend this month' })).toHaveTextContent('1 Apr to 30 Apr 2024, day 10 of 30');
    expect(screen.getByRole('status')).toHaveTextContent('On pace: R1,600 spent by 10 Apr 2024 against R1,600 expected.');
  });

  it('warns when spend runs more than 10% ahead of pace, or over the budget', () => {
    const { unmount } = render(<SpendPacing days={[day('2024-04-05', 176001)]} budgetCents={480000} asOf="2024-04-10" paidPeriod={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Spend is running ahead of pace: R1,760.01 spent by 10 Apr 2024 against R1,600 expected, more than 10% over.',
    );
    unmount();
    render(<SpendPacing days={[day('2024-10-28', 500000)]} budgetCents={480000} asOf="2024-11-04" paidPeriod={paidOn26th} />);
    expect(screen.getByRole('status')).toHaveTextContent('Spend is over this period’s budget: R5,000 spent against a budget of R4,800.');
  });

  it('waits for the first day of a period that has just started', () => {
    render(
      <SpendPacing
        days={[day('2024-11-25', 16000)]}
        budgetCents={480000}
        asOf="2024-11-25"
        paidPeriod={{ start: '2024-11-26', end: '2024-12-25' }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Spend this paid period' });
    expect(card).toHaveTextContent('R0 of R4,800');
    // The day before the period starts, nothing is "0% of the budget, by" that day: the card says when it starts.
    expect(card).not.toHaveTextContent(/of the budget, by|day 0/);
    expect(card).toHaveTextContent('26 Nov to 25 Dec 2024, 30 days');
    expect(card).toHaveTextContent('Starts on 26 Nov 2024');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This period starts on 26 Nov 2024; its first day’s spend shows here the day after.',
    );
  });

  it('has no pace while the ads are paused', () => {
    render(
      <SpendPacing days={[day('2024-10-27', 15000)]} budgetCents={480000} asOf="2024-11-04" paidPeriod={paidOn26th} status="paused" />,
    );
    expect(screen.getByText('Paused: your ads are not running, so nothing more is spent until you resume them.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('Expected by now')).not.toBeInTheDocument();
  });
});

describe('the paid period of a search ad', () => {
  const sub = (over: Partial<Subscription>) =>
    ({ product: 'search_ads', periodStart: '2024-10-26', periodEnd: '2024-11-25', ...over }) as Subscription;

  it("is its subscription's, by the ad it pays for", () => {
    const subs = [
      sub({ adId: 7, periodStart: '2024-10-02', periodEnd: '2024-11-01' }),
      sub({ adId: 9 }),
      sub({ product: 'gbp', adId: null }),
    ];
    expect(paidPeriodOf(subs, 9)).toEqual({ start: '2024-10-26', end: '2024-11-25' });
    expect(paidPeriodOf(subs, 7)).toEqual({ start: '2024-10-02', end: '2024-11-01' });
    expect(paidPeriodOf(subs, 8)).toBeNull();
  });

  it('is the only search ads subscription when the answer does not name its ad, else unknown', () => {
    expect(paidPeriodOf([sub({})], 3)).toEqual({ start: '2024-10-26', end: '2024-11-25' });
    expect(paidPeriodOf([sub({}), sub({ periodStart: '2024-10-02' })], 3)).toBeNull();
    expect(paidPeriodOf(undefined, 3)).toBeNull();
  });
});

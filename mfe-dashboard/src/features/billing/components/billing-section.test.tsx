import type { Subscription } from '@adlaunch/shared';
import { nextChargeText } from './billing-section';

const base: Subscription = {
  id: 1,
  product: 'search_ads',
  label: 'Search ads, Growth plan: Sipho Plumbing',
  status: 'active',
  amountCents: 828000,
  chargeVAT: true,
  anchorDay: 25,
  periodStart: '2026-11-25',
  periodEnd: '2026-12-24',
  nextChargeOn: '2026-12-25',
  cancelAt: null,
  canUndoCancel: false,
  card: { brand: 'visa', last4: '4081' },
  pastDue: null,
};

describe('what the billing says about the next charge', () => {
  it('states the date and rand amount with VAT, and the day of each month', () => {
    expect(nextChargeText(base)).toBe('R8,280 (incl. VAT) on 25 Dec 2026, then on the 25th of each month.');
  });
  it('says a cancelled plan runs until its last paid day and charges nothing more', () => {
    expect(nextChargeText({ ...base, cancelAt: '2026-12-24', nextChargeOn: null, canUndoCancel: true })).toBe(
      'Cancelled: your ads run until 24 Dec 2026. Nothing more will be charged.',
    );
    expect(nextChargeText({ ...base, status: 'cancelled', nextChargeOn: null })).toBe('Ended. Nothing more will be charged.');
  });
  it('says when a declined renewal is tried again, and why a campaign is paused', () => {
    const pastDue = { owedCents: 828000, failedAttempts: 1, nextRetryOn: '2026-12-26', since: '2026-12-25' };
    expect(nextChargeText({ ...base, status: 'past_due', pastDue, nextChargeOn: '2026-12-26' })).toContain('We try again on 26 Dec 2026');
    expect(nextChargeText({ ...base, status: 'paused', pastDue: { ...pastDue, nextRetryOn: null }, nextChargeOn: null })).toMatch(
      /^Paused: we could not charge your card.*Owed: R8,280 \(incl\. VAT\)\.$/,
    );
  });
});

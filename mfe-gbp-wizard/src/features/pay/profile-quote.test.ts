import { formatMoney } from '@adlaunch/shared';
import type { Referral } from '@adlaunch/session';
import { profileQuote } from './profile-quote';

const none: Referral = { status: 'none', code: null };

it('charges setup 35 USD / 650 ZAR plus the first month 8 USD / 150 ZAR', () => {
  const quote = profileQuote({ chargeVAT: false, promo: null, isStaff: false, referral: none });
  expect(quote.lines.map((l) => [l.id, formatMoney(l.usdCents, 'USD'), formatMoney(l.zarCents, 'ZAR')])).toEqual([
    ['setup', '$35', 'R650'],
    ['monthly', '$8', 'R150'],
  ]);
  expect([formatMoney(quote.total.usdCents, 'USD'), formatMoney(quote.total.zarCents, 'ZAR')]).toEqual(['$43', 'R800']);
  expect(quote.chargeZarCents).toBe(80000);
});

it('uses the referral setup price of 10 USD / 195 ZAR only for a referral the server confirmed', () => {
  const valid = profileQuote({ chargeVAT: false, promo: null, isStaff: false, referral: { status: 'valid', code: 'FRIEND42' } });
  expect(valid.lines[0]).toMatchObject({ usdCents: 1000, zarCents: 19500 });
  expect(valid.total.zarCents).toBe(34500);
  const claimed = profileQuote({ chargeVAT: false, promo: null, isStaff: false, referral: { status: 'claimed', code: 'FRIEND42' } });
  expect(claimed.total.zarCents).toBe(80000);
  expect(profileQuote({ chargeVAT: false, promo: null, isStaff: false, referral: none }).total.zarCents).toBe(80000);
});

it('adds 15% VAT only for a business in South Africa', () => {
  expect(profileQuote({ chargeVAT: true, promo: null, isStaff: false, referral: none }).vat.zarCents).toBe(12000);
  expect(profileQuote({ chargeVAT: true, promo: null, isStaff: false, referral: none }).total.zarCents).toBe(92000);
  expect(profileQuote({ chargeVAT: null, promo: null, isStaff: false, referral: none }).vat.zarCents).toBe(0);
});

it('discounts with a promo code: percent lowers the fees, free brings them to zero', () => {
  const half = profileQuote({ chargeVAT: true, promo: { type: 'percent', percentage: 50 }, isStaff: false, referral: none });
  expect(half.discount.zarCents).toBe(40000);
  expect(half.total.zarCents).toBe(46000);
  expect(profileQuote({ chargeVAT: true, promo: { type: 'free' }, isStaff: false, referral: none }).total.zarCents).toBe(0);
});

it('charges staff a test payment of 1 rand', () => {
  const quote = profileQuote({ chargeVAT: false, promo: null, isStaff: true, referral: none });
  expect(quote.isTestPayment).toBe(true);
  expect(quote.chargeZarCents).toBe(100);
});

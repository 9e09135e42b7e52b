import { screen } from '@testing-library/react';
import { STORAGE_KEYS, type SessionUser } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { renderPage } from '../../../testing/render';
import { GbpPricingPage } from './gbp-pricing-page';

describe('GbpPricingPage', () => {
  it('shows the normal setup and monthly prices in USD and ZAR', () => {
    renderPage(<GbpPricingPage />);
    expect(screen.getByTestId('setup-fee')).toHaveTextContent('R650 ($34)');
    expect(screen.getByRole('listitem', { name: 'Business Profile' })).toHaveTextContent('R150 ($8)');
    expect(screen.getByTestId('first-payment')).toHaveTextContent('R800 ($42)');
    expect(screen.queryByRole('note', { name: 'Referral price applied' })).not.toBeInTheDocument();
  });

  it('shows the referral setup price, and why, when a referral code is stored', () => {
    renderPage(<GbpPricingPage />, { storage: { [STORAGE_KEYS.referralCode]: 'FRIEND42' } });
    expect(screen.getByTestId('setup-fee')).toHaveTextContent('R195 ($10)');
    expect(screen.getByTestId('first-payment')).toHaveTextContent('R345 ($18)');
    const note = screen.getByRole('note', { name: 'Referral price applied' });
    expect(note).toHaveTextContent('FRIEND42');
    expect(note).toHaveTextContent('R195 ($10) instead of R650 ($34)');
  });

  it('never shows a logged-in owner the referral price for their own code, nor for one the server has not confirmed', () => {
    const owner = (referralValid: boolean) =>
      ({ token: 'abc', session: { user: { referralCode: 'MYOWNCODE1', referralValid } } as unknown as SessionUser }) as const;
    const own = renderPage(<GbpPricingPage />, { storage: { [STORAGE_KEYS.referralCode]: 'MYOWNCODE1' }, session: owner(false) });
    expect(screen.getByTestId('setup-fee')).toHaveTextContent('R650 ($34)');
    expect(screen.queryByRole('note', { name: 'Referral price applied' })).not.toBeInTheDocument();
    own.unmount();

    const unconfirmed = renderPage(<GbpPricingPage />, { storage: { [STORAGE_KEYS.referralCode]: 'FRIEND42' }, session: owner(false) });
    expect(screen.getByTestId('setup-fee')).toHaveTextContent('R650 ($34)');
    unconfirmed.unmount();

    renderPage(<GbpPricingPage />, { session: owner(true) });
    expect(screen.getByTestId('setup-fee')).toHaveTextContent('R195 ($10)');
    expect(screen.getByRole('note', { name: 'Referral price applied' })).toHaveTextContent('R195 ($10) instead of R650 ($34)');
  });

  it('applies a referral code from the address of this very page', async () => {
    renderPage(<GbpPricingPage />, { path: '/google-business-profile-pricing?ref=NEWCODE' });
    expect(await screen.findByRole('note', { name: 'Referral price applied' })).toHaveTextContent('NEWCODE');
    expect(localStorage.getItem(STORAGE_KEYS.referralCode)).toBe('NEWCODE');
  });

  it('Get started opens registration when logged out and goes to the profile wizard when logged in', async () => {
    const first = renderPage(<GbpPricingPage />);
    await first.user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'register' });
    first.unmount();

    const second = renderPage(<GbpPricingPage />, { session: { token: 'abc' } });
    await second.user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setup-gbp/about');
  });
});

import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS, type SessionUser } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { renderPage } from '../../../testing/render';
import { PricingPage } from './pricing-page';

const plan = (name: string) => screen.getByRole('listitem', { name });

describe('PricingPage', () => {
  it('variant B charges the R1,200 setup fee, rand first', () => {
    renderPage(<PricingPage />, { session: { visitorVariant: 'B' } });
    for (const name of ['Essentials', 'Growth']) {
      expect(within(plan(name)).getByTestId('setup-fee')).toHaveTextContent('R1,200 ($63)');
      expect(within(plan(name)).getByTestId('setup-fee')).not.toHaveTextContent(/offer/i);
    }
    expect(within(plan('Essentials')).getByTestId('first-payment')).toHaveTextContent('R6,800 ($354)');
    expect(within(plan('Growth')).getByTestId('first-payment')).toHaveTextContent('R8,400 ($438)');
  });

  it('variant A waives the setup fee, as an offer with its name where the fee is', () => {
    renderPage(<PricingPage />, { session: { visitorVariant: 'A' } });
    for (const name of ['Essentials', 'Growth']) {
      const setup = within(plan(name)).getByTestId('setup-fee');
      expect(setup).toHaveTextContent('normally R1,200FreeLaunch offer: setup fee waived');
      expect(within(setup).getByText('R1,200', { exact: false }).tagName).toBe('S');
    }
    expect(within(plan('Essentials')).getByTestId('first-payment')).toHaveTextContent('R5,600 ($292)');
    expect(within(plan('Growth')).getByTestId('first-payment')).toHaveTextContent('R7,200 ($375)');
  });

  it('shows both management fees and the ad budget in rand first, each dollar reference at the one rate', () => {
    renderPage(<PricingPage />, { session: { visitorVariant: 'B' } });
    expect(plan('Essentials')).toHaveTextContent('R800 ($42)');
    expect(plan('Growth')).toHaveTextContent('R2,400 ($125)');
    for (const name of ['Essentials', 'Growth']) expect(plan(name)).toHaveTextContent('R4,800 ($250)');
    expect(screen.getByText(/dollar amounts are a guide at R19.20 to the dollar/)).toBeInTheDocument();
    // No price reads dollar first.
    expect(document.body).not.toHaveTextContent(/\$\d[\d,]* \(R/);
  });

  it('shows no setup fee or first payment until the server has told this visitor their variant (never a guess)', () => {
    renderPage(<PricingPage />, { session: { visitorVariant: null } });
    for (const name of ['Essentials', 'Growth']) {
      expect(within(plan(name)).getByTestId('setup-fee')).toHaveTextContent('loading your price');
      expect(within(plan(name)).getByTestId('first-payment')).not.toHaveTextContent('R');
    }
    expect(localStorage.getItem(STORAGE_KEYS.abTest)).toBeNull();
  });

  it('has the FAQ section at #faqs', () => {
    const { container } = renderPage(<PricingPage />);
    const faqs = container.querySelector('#faqs');
    expect(faqs).toContainElement(screen.getByRole('heading', { name: 'Pricing questions' }));
    expect(within(faqs as HTMLElement).getAllByRole('group').length).toBeGreaterThan(3);
  });

  it('Get started opens the auth modal on the register view when logged out, remembering the plan for the pay step', async () => {
    const { user } = renderPage(<PricingPage />);
    const growth = within(plan('Growth')).getByRole('button', { name: 'Get started' });
    // Before the app runs (and without scripts) it is a link to the served registration page for the plan.
    expect(growth).toHaveAttribute('href', '/register-ads?plan=growth');
    await user.click(growth);
    expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'register' });
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(localStorage.getItem(STORAGE_KEYS.chosenPlan)).toBe('growth');
  });

  it('Get started goes to the first wizard step when logged in, remembering the plan', async () => {
    const { user } = renderPage(<PricingPage />, { path: '/pricing', session: { token: 'abc' }, storage: { chosenPlan: 'growth' } });
    await user.click(within(plan('Essentials')).getByRole('button', { name: 'Get started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setup-search/about');
    expect(useSessionStore.getState().auth.open).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.chosenPlan)).toBe('essentials');
  });

  it("shows a logged-in owner the prices of the variant the server assigned, not the browser's", () => {
    const session = { user: { abVariant: 'A', referralCode: 'OWN', chargeVAT: false } } as unknown as SessionUser;
    renderPage(<PricingPage />, { session: { token: 'abc', session, visitorVariant: 'B' } });
    expect(within(plan('Growth')).getByTestId('setup-fee')).toHaveTextContent('Launch offer: setup fee waived');
    expect(within(plan('Growth')).getByTestId('first-payment')).toHaveTextContent('R7,200 ($375)');
  });
});

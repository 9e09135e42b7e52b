import { screen, waitFor, within } from '@testing-library/react';
import { gbpStepPath, STORAGE_KEYS, VAT_TEXTS } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { VAT_LOCKED_CHANGE } from '@adlaunch/ui-kit';
import { expectPayStepOrder, mockDeclineThenApproval, payWithDeclinedCard, sandboxInit } from '@adlaunch/ui-kit/testing';
import {
  currentPath,
  expectEmptyNamedFields,
  expectFrameValues,
  leaveFrame,
  profileWith,
  renderFrame,
  renderWizard,
  resetSession,
  signedInUser,
  signIn,
} from '../../../testing/render';
import { getProfile } from '@adlaunch/session/queries';

const complete = profileWith(['about', 'business', 'address']);
const init = sandboxInit(92000);

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  jest.spyOn(api, 'profileStatus').mockResolvedValue({ status: 'paid' });
});

async function fillAndConfirm(user: ReturnType<typeof renderWizard>['user']) {
  const email = await screen.findByLabelText('Email for your receipt');
  await waitFor(() => expect(email).toHaveValue('thandi@example.com'));
  await user.clear(email);
  await user.type(email, 'owner@example.com');
  await user.click(screen.getByRole('button', { name: 'Pay R920' }));
  const dialog = await screen.findByRole('dialog', { name: 'Check your order' });
  expect(within(dialog).getByText('Sipho Plumbing')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
}

it('lists its sections in the order of the search ads pay step, and says the first month is paid today', async () => {
  signIn({ vatAnswered: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  renderWizard('/setup-gbp/pay');
  await screen.findByRole('table', { name: 'Your Google Business Profile' });
  expectPayStepOrder('Your Google Business Profile');
  // The total due today holds the first month of management: the page says so, not "from next month".
  expect(screen.getByText(/Today you pay the setup and your first month of management/)).toBeInTheDocument();
  expect(screen.queryByText(/from next month/)).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Profile management \(monthly\)/ })).toBeInTheDocument();
});

it('states the "no" given on the about step, with the totals without VAT, and a way back to change it', async () => {
  signIn({ vatAnswered: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const { user } = renderWizard('/setup-gbp/pay');
  const table = await screen.findByRole('table', { name: 'Your Google Business Profile' });
  expect(within(table).getByRole('row', { name: /Profile setup \(once\) R650 \$34/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Profile management \(monthly\) R150 \$8/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Total due today R800 \$42/ })).toBeInTheDocument();
  const fact = screen.getByRole('note', { name: 'VAT' });
  expect(fact).toHaveTextContent(VAT_TEXTS.none);
  expect(screen.queryByRole('group', { name: VAT_TEXTS.question })).not.toBeInTheDocument();
  await user.click(within(fact).getByRole('link', { name: VAT_TEXTS.changeLabel }));
  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/about'));
});

it('shows the profile totals with VAT from the first render when the about step said yes', async () => {
  signIn({ chargeVAT: true, vatAnswered: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  renderWizard('/setup-gbp/pay');
  const table = await screen.findByRole('table', { name: 'Your Google Business Profile' });
  expect(within(table).getByRole('row', { name: /VAT \(15%\) R120/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Total due today R920/ })).toBeInTheDocument();
  expect(screen.getByRole('note', { name: 'VAT' })).toHaveTextContent(VAT_TEXTS.included);
});

it('uses the referral setup price when the server confirmed the referral, and sends the code along', async () => {
  signIn({ referralValid: true, vatAnswered: true });
  localStorage.setItem(STORAGE_KEYS.referralCode, 'FRIEND42');
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue({ ...init, amountCents: 34500 });
  const { user } = renderWizard('/setup-gbp/pay');
  expect(await screen.findByRole('note', { name: 'Referral price applied' })).toHaveTextContent('R195 ($10) instead of R650 ($34)');
  expect(screen.getByRole('row', { name: /Profile setup \(once\) R195 \$10/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Email for your receipt')).toHaveValue('thandi@example.com');
  await user.click(screen.getByRole('button', { name: 'Pay R345' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await waitFor(() =>
    expect(initialize).toHaveBeenCalledWith({
      product: 'gbp',
      email: 'thandi@example.com',
      chargeVAT: false,
      promo_code: null,
      referrer: 'FRIEND42',
    }),
  );
});

it("never shows the referral price for the owner's own code, nor sends it", async () => {
  signIn({ referralValid: false, referralCode: 'MYOWNCODE1', vatAnswered: true });
  localStorage.setItem(STORAGE_KEYS.referralCode, 'MYOWNCODE1');
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue({ ...init, amountCents: 80000 });
  const { user } = renderWizard('/setup-gbp/pay');
  expect(await screen.findByRole('row', { name: /Profile setup \(once\) R650 \$34/ })).toBeInTheDocument();
  expect(screen.queryByRole('note', { name: /Referral/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/MYOWNCODE1/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay R800' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ referrer: null })));
});

it('shows the normal price for a code the server has not confirmed, and says it is checked at payment', async () => {
  signIn({ referralValid: false });
  localStorage.setItem(STORAGE_KEYS.referralCode, 'FRIEND42');
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  renderWizard('/setup-gbp/pay');
  expect(await screen.findByRole('row', { name: /Total due today R800 \$42/ })).toBeInTheDocument();
  expect(screen.queryByRole('note', { name: 'Referral price applied' })).not.toBeInTheDocument();
  expect(screen.getByRole('note', { name: 'Referral code to check' })).toHaveTextContent('We check referral code FRIEND42 when you pay');
});

it('states a "yes" the account paid with, with no way to take it back here', async () => {
  signIn({ chargeVAT: true, transactions: { history: [], totals: { count: 1, paidCents: 92000 } } });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
  const { user } = renderWizard('/setup-gbp/pay');
  const fact = await screen.findByRole('note', { name: 'VAT' });
  expect(fact).toHaveTextContent(VAT_TEXTS.included);
  expect(fact).toHaveTextContent(VAT_LOCKED_CHANGE);
  expect(within(fact).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Total due today R920/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay R920' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ chargeVAT: true })));
});

it('needs an email before paying', async () => {
  signIn({ vatAnswered: true, email: '' });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const initialize = jest.spyOn(api, 'initializePayment');
  const { user } = renderWizard('/setup-gbp/pay');
  await user.click(await screen.findByRole('button', { name: /^Pay R/ }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(initialize).not.toHaveBeenCalled();
});

it('sends an owner who never answered the South Africa question back to the about step, and Pay waits', async () => {
  signIn({ vatAnswered: false });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const { user } = renderWizard('/setup-gbp/pay');
  const fact = await screen.findByRole('note', { name: 'VAT' });
  expect(fact).toHaveTextContent(VAT_TEXTS.unanswered);
  expect(screen.getByRole('button', { name: /^Pay R/ })).toBeDisabled();
  await user.click(within(fact).getByRole('link', { name: VAT_TEXTS.answer }));
  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/about'));
});

it('applies a promo code to the fees', async () => {
  signIn({ vatAnswered: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  jest.spyOn(api, 'promoCode').mockResolvedValue({ id: 3, type: 'percent', percentage: 50 });
  const { user } = renderWizard('/setup-gbp/pay');
  await user.click(await screen.findByRole('button', { name: 'Have a promo code?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply a promo code' });
  expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Promo code'), 'half');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Promo code HALF applied.')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Promo code HALF On profile setup and profile management −R400/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay R400' })).toBeInTheDocument();
});

it('pays with the sandbox card, then shows the status step', async () => {
  signIn({ chargeVAT: true });
  jest
    .spyOn(api, 'getProfile')
    .mockResolvedValueOnce({ profile: complete })
    .mockResolvedValue({ profile: { ...complete, status: 'paid' } });
  const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
  const charge = jest.spyOn(api, 'sandboxCharge').mockResolvedValue({ reference: 'AL-1', status: 'success', message: 'Payment approved.' });
  const verify = jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received. Thank you!' });
  const { user } = renderWizard('/setup-gbp/pay');

  await fillAndConfirm(user);
  expect(initialize).toHaveBeenCalledWith({
    product: 'gbp',
    email: 'owner@example.com',
    chargeVAT: true,
    promo_code: null,
    referrer: null,
  });
  const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
  await user.type(within(checkout).getByLabelText('Card number'), '4084 0840 8408 4081');
  await user.click(within(checkout).getByRole('button', { name: 'Pay' }));

  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/status'));
  expect(charge).toHaveBeenCalledWith({ access_code: 'sbx_1', card_number: '4084 0840 8408 4081' });
  expect(verify).toHaveBeenCalledWith({ reference: 'AL-1' });
  expect(getProfile()?.status).toBe('paid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your business profile' })).toBeInTheDocument();
});

it('keeps the checkout open after a decline, with the reason on the card field, and pays with another card', async () => {
  signIn({ chargeVAT: true });
  jest
    .spyOn(api, 'getProfile')
    .mockResolvedValueOnce({ profile: complete })
    .mockResolvedValue({ profile: { ...complete, status: 'paid' } });
  const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
  mockDeclineThenApproval();
  const verify = jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received. Thank you!' });
  const { user } = renderWizard('/setup-gbp/pay');

  await fillAndConfirm(user);
  const checkout = await payWithDeclinedCard(user);
  expect(currentPath()).toBe('/setup-gbp/pay');
  expect(verify).not.toHaveBeenCalled();

  await user.keyboard('4084 0840 8408 4081');
  await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/status'));
  expect(initialize).toHaveBeenCalledTimes(1);
  expect(verify).toHaveBeenCalledTimes(1);
});

describe('as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows the form with an empty email, and no amount or VAT answer that depends on the owner', async () => {
    renderFrame('/setup-gbp/pay');
    const pay = await screen.findByRole('button', { name: /^Pay/ });
    expect(pay).toBeEnabled();
    expect(expectEmptyNamedFields(pay)).toEqual(['email']);
    expect(screen.getByLabelText('Email for your receipt')).toHaveAttribute('name', 'email');
    expect(screen.queryByText(VAT_TEXTS.unanswered, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: /Referral/ })).not.toBeInTheDocument();
    // A referral, a promo code and the VAT answer change every amount.
    expect(screen.getByTestId('plan-summary-pending')).toBeInTheDocument();
    // The dollar guide's rate is the same for everyone; no other rand figure is drawn.
    expect(document.body.textContent?.replace(/a guide at R[\d.]+ to the dollar/, '')).not.toMatch(/R\d/);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('holds in the app the email the server fills in: the account’s, not the one kept in this browser', async () => {
    localStorage.setItem(STORAGE_KEYS.email, 'kept@example.com');
    signIn({ vatAnswered: true, email: 'owner@example.com' });
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
    renderWizard('/setup-gbp/pay');
    await screen.findByRole('table', { name: 'Your Google Business Profile' });
    expect(expectFrameValues(gbpStepPath('pay'), { user: signedInUser(), searchAd: null, profile: complete })).toEqual({
      email: 'owner@example.com',
    });
  });
});

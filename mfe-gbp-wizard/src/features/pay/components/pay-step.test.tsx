import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, type PaymentInitAnswer } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { currentPath, profileWith, renderWizard, resetSession } from '../../../testing/render';
import { getProfile } from '@adlaunch/session/queries';

const complete = profileWith(['about', 'business', 'address']);
const init: PaymentInitAnswer = {
  reference: 'AL-1',
  access_code: 'sbx_1',
  amountCents: 92000,
  currency: 'ZAR',
  provider: 'sandbox',
  public_key: null,
};

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  jest.spyOn(api, 'profileStatus').mockResolvedValue({ status: 'paid' });
});

async function fillAndConfirm(user: ReturnType<typeof renderWizard>['user']) {
  await user.type(await screen.findByLabelText('Email for your receipt'), 'owner@example.com');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Pay R920' }));
  const dialog = await screen.findByRole('dialog', { name: 'Check your order' });
  expect(within(dialog).getByText('Sipho Plumbing')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
}

it('shows the profile totals with VAT once the owner answers the South Africa question', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const { user } = renderWizard('/setup-gbp/pay');
  const table = await screen.findByRole('table', { name: 'Your Google Business Profile' });
  expect(within(table).getByRole('row', { name: /Profile setup \(once\) R650 \$35/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Profile management \(monthly\) R150 \$8/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Total due today R800 \$43/ })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(within(table).getByRole('row', { name: /VAT \(15%\) R120/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Total due today R920/ })).toBeInTheDocument();
});

it('uses the referral setup price with a stored referral code and sends it along', async () => {
  localStorage.setItem(STORAGE_KEYS.referralCode, 'FRIEND42');
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue({ ...init, amountCents: 34500 });
  const { user } = renderWizard('/setup-gbp/pay');
  expect(await screen.findByRole('note', { name: 'Referral price applied' })).toHaveTextContent('$10 (R195) instead of $35 (R650)');
  expect(screen.getByRole('row', { name: /Profile setup \(once\) R195 \$10/ })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email for your receipt'), 'owner@example.com');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'Pay R345' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await waitFor(() =>
    expect(initialize).toHaveBeenCalledWith({
      product: 'gbp',
      email: 'owner@example.com',
      chargeVAT: false,
      promo_code: null,
      referrer: 'FRIEND42',
    }),
  );
});

it('needs an email and the VAT answer before paying', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  const initialize = jest.spyOn(api, 'initializePayment');
  const { user } = renderWizard('/setup-gbp/pay');
  await user.click(await screen.findByRole('button', { name: /^Pay R/ }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(screen.getByText('Tell us whether your business is in South Africa.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(initialize).not.toHaveBeenCalled();
});

it('applies a promo code to the fees', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  jest.spyOn(api, 'promoCode').mockResolvedValue({ id: 3, type: 'percent', percentage: 50 });
  const { user } = renderWizard('/setup-gbp/pay');
  await user.click(await screen.findByRole('button', { name: 'Have a promo code?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply a promo code' });
  expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Promo code'), 'half');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Promo code HALF applied.')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Promo code HALF −R400/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay R400' })).toBeInTheDocument();
});

it('pays with the sandbox card, then shows the status step', async () => {
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

it('stays on pay with the reason when the card is declined', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: complete });
  jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
  jest
    .spyOn(api, 'sandboxCharge')
    .mockResolvedValue({ reference: 'AL-1', status: 'failed', message: 'Your card was declined. Please try another card.' });
  const verify = jest.spyOn(api, 'verifyPayment');
  const { user } = renderWizard('/setup-gbp/pay');

  await fillAndConfirm(user);
  const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
  await user.type(within(checkout).getByLabelText('Card number'), '4000 0000 0000 0002');
  await user.click(within(checkout).getByRole('button', { name: 'Pay' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Please try another card.');
  expect(currentPath()).toBe('/setup-gbp/pay');
  expect(verify).not.toHaveBeenCalled();
});

import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, type PaymentInitAnswer } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { adWith, currentPath, renderWizard, resetSession, sessionFor } from '../../../testing/render';

const complete = adWith(['about', 'details', 'keywords']);
const init: PaymentInitAnswer = {
  reference: 'AL-1',
  access_code: 'sbx_1',
  amountCents: 966000,
  currency: 'ZAR',
  provider: 'sandbox',
  public_key: null,
};

function setup(variant: 'A' | 'B' = 'B', isStaff = false) {
  resetSession(sessionFor(isStaff ? 'ops@adlaunch.example' : 'thandi@example.com', isStaff));
  localStorage.setItem(STORAGE_KEYS.abTest, variant);
  return renderWizard('/setup-search/pay', complete);
}

const totalRow = () => within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Total due today/ });

afterEach(() => jest.restoreAllMocks());

describe('pay step totals', () => {
  it.each([
    ['B', 'Starter', 'no', 'R6,800', '$350'],
    ['B', 'Growth', 'no', 'R8,400', '$430'],
    ['A', 'Starter', 'no', 'R5,600', '$290'],
    ['A', 'Growth', 'no', 'R7,200', '$370'],
    ['B', 'Growth', 'yes', 'R9,660', '$494.50'],
    ['A', 'Starter', 'yes', 'R6,440', '$333.50'],
  ] as const)('variant %s, %s plan, VAT %s: %s (%s)', async (variant, plan, vat, zar, usd) => {
    const { user } = setup(variant);
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${plan}`) }));
    await user.click(screen.getByRole('radio', { name: vat === 'yes' ? 'Yes' : 'No' }));
    expect(totalRow()).toHaveTextContent(zar);
    expect(totalRow()).toHaveTextContent(usd);
    const setup_ = within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Campaign setup/ });
    expect(setup_).toHaveTextContent(variant === 'A' ? 'Free' : 'R1,200');
    expect(screen.getByRole('button', { name: `Pay ${zar}` })).toBeEnabled();
  });

  it('applies a percent promo to the service fees only, and a free one to all of them', async () => {
    const promo = jest
      .spyOn(api, 'promoCode')
      .mockResolvedValueOnce({ id: 1, type: 'percent', percentage: 50 })
      .mockResolvedValueOnce({ id: 2, type: 'free', percentage: null });
    const { user } = setup('B');
    await user.click(await screen.findByRole('radio', { name: /^Growth/ }));
    await user.click(screen.getByRole('radio', { name: 'No' }));

    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply a promo code' });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Promo code'), 'half');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(totalRow()).toHaveTextContent('R6,600'));
    expect(screen.getByRole('row', { name: /Promo code HALF/ })).toHaveTextContent('−R1,800');
    expect(promo).toHaveBeenCalledWith({ promo_code: 'half' });

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(await screen.findByLabelText('Promo code'), 'free');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(totalRow()).toHaveTextContent('R4,800'));
  });

  it('silently drops a promo code that fails', async () => {
    jest.spyOn(api, 'promoCode').mockRejectedValue(new ApiError('That promo code is not valid.', 404));
    const { user } = setup('B');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(await screen.findByLabelText('Promo code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(totalRow()).toHaveTextContent('R6,800');
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Have a promo code?' })).toBeInTheDocument();
  });

  it('charges staff 1 unit', async () => {
    const { user } = setup('B', true);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Staff test payment: your card is charged R1 only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay R1' })).toBeEnabled();
  });
});

describe('paying', () => {
  it('needs the VAT answer and a valid email before Pay is enabled', async () => {
    const { user } = setup('B');
    const email = await screen.findByLabelText('Email for your receipt');
    expect(email).toHaveValue('thandi@example.com');
    const pay = screen.getByRole('button', { name: /^Pay/ });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.clear(email);
    await user.type(email, 'nope');
    await user.tab();
    expect(await screen.findByText('Valid email is required.')).toBeInTheDocument();
    expect(pay).toBeDisabled();
  });

  it('reviews the order, takes the sandbox card, verifies and shows the status step', async () => {
    const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
    jest.spyOn(api, 'sandboxCharge').mockResolvedValue({ reference: 'AL-1', status: 'success', message: 'Payment approved.' });
    const verify = jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received. Thank you!' });
    jest.spyOn(api, 'searchAdStatus').mockResolvedValue({ status: 'paid' });
    const { user } = setup('B');
    await user.click(await screen.findByRole('radio', { name: /^Growth/ }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Pay R9,660' }));

    const review = await screen.findByRole('dialog', { name: 'Check your order' });
    expect(within(review).getByText('Sipho Plumbing')).toBeInTheDocument();
    expect(within(review).getByText('thandi@example.com')).toBeInTheDocument();
    expect(initialize).not.toHaveBeenCalled();
    jest.spyOn(api, 'getSearchAd').mockResolvedValue({ search_ad: { ...complete, status: 'paid', plan: 'plan_04' } });
    await user.click(within(review).getByRole('button', { name: 'Continue to payment' }));

    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(initialize).toHaveBeenCalledWith({
      product: 'search_ads',
      plan: 'plan_04',
      chargeVAT: true,
      email: 'thandi@example.com',
      promo_code: null,
      ab_variant: 'B',
    });
    await user.type(within(checkout).getByLabelText('Card number'), '4084 0840 8408 4081');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(currentPath()).toBe('/setup-search/status'));
    expect(verify).toHaveBeenCalledWith({ reference: 'AL-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your campaign is on its way' })).toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('stays on pay with a message after a decline, spinner off', async () => {
    jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
    jest
      .spyOn(api, 'sandboxCharge')
      .mockResolvedValue({ reference: 'AL-1', status: 'failed', message: 'Your card was declined. Please try another card.' });
    const { user } = setup('A');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: /^Pay R/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.type(within(checkout).getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Please try another card.');
    expect(currentPath()).toBe('/setup-search/pay');
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('shows the server refusal, e.g. the zero-total message, and stays', async () => {
    jest
      .spyOn(api, 'initializePayment')
      .mockRejectedValue(new ApiError('There was an error processing your payment. Please try again.', 400));
    const { user } = setup('B');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: /^Pay R/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error processing your payment. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });
});

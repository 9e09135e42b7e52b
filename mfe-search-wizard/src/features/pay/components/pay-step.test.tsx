import { screen, waitFor, within } from '@testing-library/react';
import { searchStepPath, STORAGE_KEYS, VAT_TEXTS, type Account } from '@adlaunch/shared';
import { VAT_LOCKED_CHANGE } from '@adlaunch/ui-kit';
import { expectPayStepOrder, mockDeclineThenApproval, payWithDeclinedCard, sandboxInit } from '@adlaunch/ui-kit/testing';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import {
  adWith,
  currentPath,
  expectEmptyNamedFields,
  expectFrameValues,
  leaveFrame,
  renderFrame,
  renderWizard,
  resetSession,
  sessionFor,
} from '../../../testing/render';

const complete = adWith(['about', 'details', 'keywords']);
const init = sandboxInit(966000);

function setup(variant: 'A' | 'B' = 'B', isStaff = false, user: Partial<Account> = {}, storage: Record<string, string> = {}) {
  // The pay step prices from the variant the server assigned to the account, never the browser's.
  // The South Africa answer was given on the about step: "no" unless a test says otherwise.
  resetSession(
    sessionFor(isStaff ? 'ops@adlaunch.example' : 'thandi@example.com', isStaff, { abVariant: variant, vatAnswered: true, ...user }),
  );
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  return renderWizard('/setup-search/pay', complete);
}

const totalRow = () => within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Total due today/ });

afterEach(() => jest.restoreAllMocks());

it('lists its sections in the same order as the business profile pay step', async () => {
  setup();
  await screen.findByRole('table', { name: 'Your order' });
  expectPayStepOrder('Your order');
});

describe('pay step totals', () => {
  it.each([
    ['B', 'Essentials', 'no', 'R6,800', '$354'],
    ['B', 'Growth', 'no', 'R8,400', '$438'],
    ['A', 'Essentials', 'no', 'R5,600', '$292'],
    ['A', 'Growth', 'no', 'R7,200', '$375'],
    ['B', 'Growth', 'yes', 'R9,660', '$503'],
    ['A', 'Essentials', 'yes', 'R6,440', '$335'],
  ] as const)('variant %s, %s plan, VAT %s: %s (%s)', async (variant, plan, vat, zar, usd) => {
    const { user } = setup(variant, false, { chargeVAT: vat === 'yes' });
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${plan}`) }));
    expect(totalRow()).toHaveTextContent(zar);
    expect(totalRow()).toHaveTextContent(usd);
    const setup_ = within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Campaign setup/ });
    expect(setup_).toHaveTextContent(variant === 'A' ? 'Free' : 'R1,200');
    expect(screen.getByRole('button', { name: `Pay ${zar}` })).toBeEnabled();
  });

  it("says beside the plan when the campaign's keywords are more than the plan takes", async () => {
    resetSession(sessionFor('thandi@example.com', false, { abVariant: 'B', vatAnswered: true }));
    const keywords = Array.from({ length: 25 }, (_, i) => `plumber ${i + 1}`);
    const { user } = renderWizard('/setup-search/pay', { ...complete, keywords });
    await user.click(await screen.findByRole('radio', { name: /^Essentials/ }));
    const plans = screen.getByRole('group', { name: 'Your plan' });
    expect(plans).toHaveTextContent(
      'Your campaign has 25 keywords. The Essentials plan takes up to 20 keywords: remove some, or choose Growth (up to 100).',
    );
    expect(screen.getByRole('button', { name: /^Pay R/ })).toBeDisabled();
    expect(screen.getByText('To pay, choose a plan that takes 25 keywords, or remove some on the keywords step.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Growth/ }));
    expect(plans).not.toHaveTextContent(/takes up to/);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay R/ })).toBeEnabled());
  });

  it('reads each rand amount with the one dollar figure the plan card gives it (decision 031)', async () => {
    const { user } = setup('B');
    const essentials = await screen.findByRole('radio', { name: /^Essentials: R800 \(\$42\) a month/ });
    await user.click(essentials);
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(within(table).getByRole('row', { name: /Management fee \(monthly\) R800 \$42$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Campaign setup \(once\) R1,200 \$63$/ })).toBeInTheDocument();
    expect(screen.getByText(/Campaign setup:/).parentElement).toHaveTextContent('R1,200 ($63) once');
  });

  it('applies a percent promo to the service fees only, and a free one to all of them', async () => {
    const promo = jest
      .spyOn(api, 'promoCode')
      .mockResolvedValueOnce({ id: 1, type: 'percent', percentage: 50 })
      .mockResolvedValueOnce({ id: 2, type: 'free', percentage: null });
    const { user } = setup('B');
    await user.click(await screen.findByRole('radio', { name: /^Growth/ }));

    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply a promo code' });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Promo code'), 'half');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(totalRow()).toHaveTextContent('R6,600'));
    expect(screen.getByRole('row', { name: /Promo code HALF/ })).toHaveTextContent('−R1,800');
    expect(screen.getByRole('row', { name: /Promo code HALF/ })).toHaveTextContent('On campaign setup and management fee, not on ad spend');
    expect(promo).toHaveBeenCalledWith({ promo_code: 'half' });

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(await screen.findByLabelText('Promo code'), 'free');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(totalRow()).toHaveTextContent('R4,800'));
  });

  it('says in the dialog that a promo code is not recognised, or already used, and keeps the order as it was', async () => {
    jest
      .spyOn(api, 'promoCode')
      .mockRejectedValueOnce(new ApiError('That promo code is not valid.', 404))
      .mockRejectedValueOnce(new ApiError('You have already used this promo code.', 409));
    const { user } = setup('B');
    await user.click(await screen.findByRole('button', { name: 'Have a promo code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply a promo code' });
    await user.type(within(dialog).getByLabelText('Promo code'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That promo code is not valid.');
    expect(within(dialog).getByLabelText('Promo code')).toHaveAccessibleDescription('That promo code is not valid.');

    await user.clear(within(dialog).getByLabelText('Promo code'));
    await user.type(within(dialog).getByLabelText('Promo code'), 'winter');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already used this promo code.');
    expect(useSessionStore.getState().error).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(totalRow()).toHaveTextContent('R6,800');
    expect(screen.getByRole('button', { name: 'Have a promo code?' })).toBeInTheDocument();
  });

  it('charges staff 1 unit', async () => {
    setup('B', true, { chargeVAT: true });
    expect(await screen.findByText('Staff test payment: your card is charged R1 only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay R1' })).toBeEnabled();
  });
});

describe('what the owner already chose', () => {
  it('pre-selects the plan picked on the pricing page, by the same name, and lets the owner change it', async () => {
    const { user } = setup('B', false, {}, { [STORAGE_KEYS.chosenPlan]: 'growth' });
    const growth = await screen.findByRole('radio', { name: /^Growth: R2,400 \(\$125\) a month/ });
    expect(growth).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Essentials: R800 \(\$42\) a month/ })).not.toBeChecked();
    expect(within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Management fee/ })).toHaveTextContent(
      'R2,400',
    );

    await user.click(screen.getByRole('radio', { name: /^Essentials/ }));
    expect(within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Management fee/ })).toHaveTextContent(
      'R800',
    );
    // The change is the owner's new choice: coming back to this step shows it.
    expect(localStorage.getItem(STORAGE_KEYS.chosenPlan)).toBe('essentials');
  });

  it('starts on Essentials when no plan was picked', async () => {
    setup('B');
    expect(await screen.findByRole('radio', { name: /^Essentials/ })).toBeChecked();
  });

  it("prices for the variant the server assigned to the account, not the browser's", async () => {
    setup('A', false, { abVariant: 'B' });
    await screen.findByRole('radio', { name: /^Essentials/ });
    const setupRow = within(screen.getByRole('table', { name: 'Your order' })).getByRole('row', { name: /Campaign setup/ });
    expect(setupRow).toHaveTextContent('R1,200');
    expect(screen.queryByText(/free for you/)).not.toBeInTheDocument();
  });

  it('states the South Africa answer given on the about step, with VAT in the total from the first render, and a way back to change it', async () => {
    const { user } = setup('B');
    const fact = await screen.findByRole('note', { name: 'VAT' });
    expect(fact).toHaveTextContent(VAT_TEXTS.none);
    expect(screen.queryByRole('group', { name: VAT_TEXTS.question })).not.toBeInTheDocument();
    expect(totalRow()).toHaveTextContent('R6,800');
    await user.click(within(fact).getByRole('link', { name: VAT_TEXTS.changeLabel }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/about'));
  });

  it('states a "yes" the account paid with, with VAT in the first total and no way to take it back here', async () => {
    setup('B', false, { chargeVAT: true, transactions: { history: [], totals: { count: 1, paidCents: 782000 } } });
    const fact = await screen.findByRole('note', { name: 'VAT' });
    expect(fact).toHaveTextContent(VAT_TEXTS.included);
    expect(fact).toHaveTextContent(VAT_LOCKED_CHANGE);
    expect(within(fact).queryByRole('link')).not.toBeInTheDocument();
    expect(totalRow()).toHaveTextContent('R7,820');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay R7,820' })).toBeEnabled());
  });

  it('sends an owner who never answered (a draft from before the question moved) back to the about step, and Pay waits', async () => {
    const { user } = setup('B', false, { vatAnswered: false });
    const fact = await screen.findByRole('note', { name: 'VAT' });
    expect(fact).toHaveTextContent(VAT_TEXTS.unanswered);
    await waitFor(() => expect(screen.getByLabelText('Email for your receipt')).toHaveValue('thandi@example.com'));
    expect(screen.getByRole('button', { name: /^Pay R/ })).toBeDisabled();
    await user.click(within(fact).getByRole('link', { name: VAT_TEXTS.answer }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/about'));
  });
});

describe('paying', () => {
  it('needs a valid email before Pay is enabled', async () => {
    const { user } = setup('B');
    const email = await screen.findByLabelText('Email for your receipt');
    expect(email).toHaveValue('thandi@example.com');
    const pay = screen.getByRole('button', { name: /^Pay/ });
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
    const { user } = setup('B', false, { chargeVAT: true });
    await user.click(await screen.findByRole('radio', { name: /^Growth/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay R9,660' }));

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
    });
    await user.type(within(checkout).getByLabelText('Card number'), '4084 0840 8408 4081');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(currentPath()).toBe('/setup-search/status'));
    expect(verify).toHaveBeenCalledWith({ reference: 'AL-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your campaign is on its way' })).toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('after a decline keeps the checkout open with the reason on the card field, and another card pays', async () => {
    const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
    mockDeclineThenApproval();
    jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received. Thank you!' });
    jest.spyOn(api, 'searchAdStatus').mockResolvedValue({ status: 'paid' });
    const { user } = setup('A');
    await user.click(await screen.findByRole('button', { name: /^Pay R/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const checkout = await payWithDeclinedCard(user);
    expect(currentPath()).toBe('/setup-search/pay');
    expect(useSessionStore.getState().pending).toBe(0);

    jest.spyOn(api, 'getSearchAd').mockResolvedValue({ search_ad: { ...complete, status: 'paid', plan: 'plan_01' } });
    await user.keyboard('4084 0840 8408 4081');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/status'));
    expect(initialize).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal, e.g. the zero-total message, and stays', async () => {
    jest
      .spyOn(api, 'initializePayment')
      .mockRejectedValue(new ApiError('There was an error processing your payment. Please try again.', 400));
    const { user } = setup('B');
    await user.click(await screen.findByRole('button', { name: /^Pay R/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error processing your payment. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });
});

describe('the pay step as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it.each(['A', 'B'] as const)(
    'variant %s: shows the form with no plan ticked, no email, and no amount that depends on the owner',
    async (variant) => {
      renderFrame('/setup-search/pay', { variant });
      const pay = await screen.findByRole('button', { name: 'Pay' });
      expect(pay).toBeEnabled();
      expectEmptyNamedFields(pay);
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(['tier', 'tier']);
      expect(screen.getByLabelText('Email for your receipt')).toHaveAttribute('name', 'email');
      // The plans' own prices and the setup fee depend on the variant only, which the server serves per visitor.
      expect(screen.getByRole('radio', { name: /^Essentials/ })).toBeInTheDocument();
      expect(screen.getByText(/Campaign setup:/).parentElement).toHaveTextContent(variant === 'A' ? 'free for you' : 'R1,200 ($63) once');
      // The VAT answer and the plan are the owner's: so are the order's amounts.
      expect(screen.getByText('Loading your VAT answer…')).toHaveAttribute('role', 'status');
      expect(screen.queryByText(VAT_TEXTS.unanswered, { exact: false })).not.toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Your order' });
      expect(within(table).getByRole('row', { name: /Total due today/ })).toHaveTextContent('Total due today……');
      expect(within(table).queryByText(/R\d|\$\d|Free/)).not.toBeInTheDocument();
      expect(screen.getByText('Then a monthly payment on the same day each month, until you cancel.')).toBeInTheDocument();
      expect(screen.queryByText('Enter a valid email to pay.')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/setup-search/keywords');
    },
  );

  it('holds in the app the email the server fills in, and the plan picked in this browser (which the frame leaves unticked)', async () => {
    setup('B', false, {}, { [STORAGE_KEYS.chosenPlan]: 'growth' });
    await screen.findByRole('table', { name: 'Your order' });
    const { user } = useSessionStore.getState().session!;
    expect(expectFrameValues(searchStepPath('pay'), { user, searchAd: complete, profile: null })).toEqual({ email: 'thandi@example.com' });
    expect(screen.getByRole('radio', { name: /^Growth/ })).toBeChecked();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '@adlaunch/session/api';
import { ApiError } from '@adlaunch/session/api';
import { useSessionStore } from '@adlaunch/session';
import { quoteProfile, quoteSearchAds, type PaymentInitAnswer } from '@adlaunch/shared';
import { PAYMENT_CANCELLED, usePayFlow } from './use-pay-flow';
import { PromoCodeDialog } from './payment-dialogs';
import { TotalsTable } from './totals-table';
import { SandboxCheckout } from './checkout';

const init: PaymentInitAnswer = {
  reference: 'AL-1',
  access_code: 'sbx_1',
  amountCents: 874000,
  currency: 'ZAR',
  provider: 'sandbox',
  public_key: null,
};

function Harness({ onPaid }: { onPaid: () => void }) {
  const flow = usePayFlow({ onPaid });
  return (
    <>
      <button onClick={() => void flow.pay({ product: 'search_ads', plan: 'plan_04', chargeVAT: true, email: 'a@b.co' })}>Start</button>
      {flow.message ? <p role="alert">{flow.message}</p> : null}
      {flow.checkoutElement}
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('usePayFlow with the sandbox checkout', () => {
  beforeEach(() => {
    useSessionStore.setState(useSessionStore.getInitialState(), true);
    jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
  });

  it('charges the test card, verifies on the server and reports success', async () => {
    const charge = jest
      .spyOn(api, 'sandboxCharge')
      .mockResolvedValue({ reference: 'AL-1', status: 'success', message: 'Payment approved.' });
    const verify = jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received.' });
    const onPaid = jest.fn();
    render(<Harness onPaid={onPaid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveTextContent('R8,740');
    await userEvent.type(screen.getByLabelText('Card number'), '4084 0840 8408 4081');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(charge).toHaveBeenCalledWith({ access_code: 'sbx_1', card_number: '4084 0840 8408 4081' });
    expect(verify).toHaveBeenCalledWith({ reference: 'AL-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('keeps the checkout open on a decline, with the message describing the card field, and takes another card', async () => {
    const initialize = jest.spyOn(api, 'initializePayment').mockResolvedValue(init);
    const charge = jest
      .spyOn(api, 'sandboxCharge')
      .mockResolvedValueOnce({ reference: 'AL-1', status: 'failed', message: 'Your card was declined. Please try another card.' })
      .mockResolvedValueOnce({ reference: 'AL-1', status: 'success', message: 'Payment approved.' });
    const verify = jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received.' });
    const onPaid = jest.fn();
    render(<Harness onPaid={onPaid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    const card = within(dialog).getByLabelText('Card number');
    await userEvent.type(card, '4000000000000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined. Please try another card.');
    expect(card).toHaveAccessibleDescription('Your card was declined. Please try another card.');
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Test checkout' })).toBe(dialog);
    expect(verify).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(useSessionStore.getState().pending).toBe(0);

    // The owner types another card over the selected one: same checkout, no second order check.
    await userEvent.keyboard('4084 0840 8408 4081');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(charge).toHaveBeenLastCalledWith({ access_code: 'sbx_1', card_number: '4084 0840 8408 4081' });
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open for an unknown card and cancels on Cancel', async () => {
    jest.spyOn(api, 'sandboxCharge').mockRejectedValue(new ApiError('Use a test card.', 400));
    render(<Harness onPaid={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.type(await screen.findByLabelText('Card number'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Use a test card.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_CANCELLED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PromoCodeDialog', () => {
  function PromoHarness({ onResult }: { onResult: jest.Mock }) {
    const [open, setOpen] = useState(true);
    return <PromoCodeDialog open={open} onOpenChange={setOpen} onResult={onResult} />;
  }

  it('disables Apply while empty and reports a valid code', async () => {
    jest.spyOn(api, 'promoCode').mockResolvedValue({ id: 3, type: 'percent', percentage: 20 });
    const onResult = jest.fn();
    render(<PromoHarness onResult={onResult} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Promo code'), '  ');
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Promo code'), 'winter');
    await userEvent.click(apply);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ id: 3, type: 'percent', percentage: 20 }, 'WINTER'));
  });

  it.each([
    ['not recognised', 404, 'That promo code is not valid.'],
    ['already used', 409, 'You have already used this promo code.'],
    ['tried too often', 429, 'Too many requests. Please wait a moment and try again.'],
  ])('says inside the dialog, next to the field, when the code is %s, and stays open to correct it', async (_case, status, message) => {
    useSessionStore.setState(useSessionStore.getInitialState(), true);
    const promo = jest
      .spyOn(api, 'promoCode')
      .mockRejectedValueOnce(new ApiError(message, status))
      .mockResolvedValueOnce({ id: 4, type: 'free', percentage: null });
    const onResult = jest.fn();
    render(<PromoHarness onResult={onResult} />);
    const dialog = screen.getByRole('dialog', { name: 'Apply a promo code' });
    const field = within(dialog).getByLabelText('Promo code');
    await userEvent.type(field, 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(message);
    expect(onResult).toHaveBeenCalledWith(null, 'NOPE');
    // Not the page's banner, which sits behind the dialog.
    expect(useSessionStore.getState().error).toBeNull();
    expect(useSessionStore.getState().pending).toBe(0);

    await userEvent.clear(field);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field, 'gift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith({ id: 4, type: 'free', percentage: null }, 'GIFT'));
    expect(promo).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('TotalsTable', () => {
  it('says what a promo discount applies to', () => {
    const { rerender } = render(
      <TotalsTable
        quote={quoteSearchAds({ plan: 'plan_04', chargeVAT: false, promo: { type: 'percent', percentage: 50 } })}
        promoLabel="HALF"
      />,
    );
    expect(screen.getByRole('row', { name: /^Promo code HALF/ })).toHaveTextContent(
      'Promo code HALF On campaign setup and management fee, not on ad spend',
    );
    rerender(<TotalsTable quote={quoteSearchAds({ plan: 'plan_02', chargeVAT: false, promo: { type: 'free' } })} promoLabel="GIFT" />);
    expect(screen.getByRole('row', { name: /^Promo code GIFT/ })).toHaveTextContent('On management fee, not on ad spend');
    rerender(<TotalsTable quote={quoteProfile({ hasReferral: false, chargeVAT: false, promo: { type: 'free' } })} promoLabel="GIFT" />);
    expect(screen.getByRole('row', { name: /^Promo code GIFT/ })).toHaveTextContent('On profile setup and profile management');
  });
});

describe('the sandbox checkout of a card check', () => {
  it('says what the R1 is before the card prompt', () => {
    render(<SandboxCheckout init={{ ...init, amountCents: 100, amountLabel: 'Card check: R1, refunded at once' }} onDone={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Test checkout' });
    const said = within(dialog).getByText('Card check: R1, refunded at once');
    expect(said.compareDocumentPosition(within(dialog).getByLabelText('Card number')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog).not.toHaveTextContent('Amount: R1');
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription('Card check: R1, refunded at once');
  });
});

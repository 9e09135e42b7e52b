import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '@adlaunch/session/api';
import { ApiError } from '@adlaunch/session/api';
import { useSessionStore } from '@adlaunch/session';
import type { PaymentInitAnswer } from '@adlaunch/shared';
import { PAYMENT_CANCELLED, usePayFlow } from './use-pay-flow';
import { PromoCodeDialog } from './payment-dialogs';

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

  it('closes on a decline with the message, spinner off, nothing verified', async () => {
    jest
      .spyOn(api, 'sandboxCharge')
      .mockResolvedValue({ reference: 'AL-1', status: 'failed', message: 'Your card was declined. Please try another card.' });
    const verify = jest.spyOn(api, 'verifyPayment');
    const onPaid = jest.fn();
    render(<Harness onPaid={onPaid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Please try another card.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(useSessionStore.getState().pending).toBe(0);
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

  it('un-applies silently when the code fails', async () => {
    jest.spyOn(api, 'promoCode').mockRejectedValue(new ApiError('That promo code is not valid.', 404));
    const onResult = jest.fn();
    render(<PromoHarness onResult={onResult} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null, 'NOPE'));
    expect(screen.queryByText('That promo code is not valid.')).not.toBeInTheDocument();
    expect(useSessionStore.getState().error).toBeNull();
  });
});

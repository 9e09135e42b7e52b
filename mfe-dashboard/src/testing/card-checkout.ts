import { api } from '@adlaunch/session/api';

/** A card update whose sandbox checkout goes through: the checkout opened, the card charged, the payment verified. */
export function mockCardCheckout(reference: string, amountCents = 100) {
  jest.spyOn(api, 'updateCard').mockResolvedValue({
    reference,
    access_code: 'ac',
    amountCents,
    currency: 'ZAR',
    provider: 'sandbox',
    public_key: null,
  });
  jest.spyOn(api, 'sandboxCharge').mockResolvedValue({ reference, status: 'success', message: 'ok' });
  jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'ok' });
}

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { api } from '@adlaunch/session/api';
import type { PaymentInitAnswer } from '@adlaunch/shared';

export { enterFrame, expectEmptyNamedFields, expectFrameValues, formFields, leaveFrame } from './owner-frame';
export { ownerSession } from './owner-session';

/** The pay step lists its sections in one order: the VAT answer, the email, the order, a promo code, then Pay. */
export function expectPayStepOrder(table: string) {
  const sections = [
    screen.getByRole('note', { name: 'VAT' }),
    screen.getByLabelText('Email for your receipt'),
    screen.getByRole('table', { name: table }),
    screen.getByRole('button', { name: 'Have a promo code?' }),
    screen.getByRole('button', { name: /^Pay R/ }),
  ];
  sections.slice(1).forEach((section, i) => {
    expect(sections[i].compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
}

const DECLINED = 'Your card was declined. Please try another card.';

/** The sandbox charge of a card declined once, then approved: the checkout's answers to two tries. */
export function mockDeclineThenApproval() {
  return jest
    .spyOn(api, 'sandboxCharge')
    .mockResolvedValueOnce({ reference: 'AL-1', status: 'failed', message: DECLINED })
    .mockResolvedValueOnce({ reference: 'AL-1', status: 'success', message: 'Payment approved.' });
}

/** Pays in the open test checkout with a card that is declined: the checkout stays open, the reason on the card field. */
export async function payWithDeclinedCard(user: UserEvent) {
  const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
  const card = within(checkout).getByLabelText('Card number');
  await user.type(card, '4000 0000 0000 0002');
  await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
  expect(await within(checkout).findByRole('alert')).toHaveTextContent(DECLINED);
  expect(card).toHaveAccessibleDescription(DECLINED);
  return checkout;
}

/** The server's answer that opens the test checkout for `amountCents`. */
export const sandboxInit = (amountCents: number): PaymentInitAnswer => ({
  reference: 'AL-1',
  access_code: 'sbx_1',
  amountCents,
  currency: 'ZAR',
  provider: 'sandbox',
  public_key: null,
});

/** The about step's contact answers as the tests type them, as its save sends them. */
export const CONTACT_ANSWERS = { mobile: '+27 82 555 0101', business_name: 'Sipho Plumbing', business_url: 'http://sipho.co.za' };

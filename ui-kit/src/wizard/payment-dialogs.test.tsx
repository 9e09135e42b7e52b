import { render, screen, within } from '@testing-library/react';
import { quoteSearchAds } from '@adlaunch/shared';
import { PrePaymentDialog } from './payment-dialogs';

it('states the amount due beside the button that goes on to pay it', async () => {
  const quote = quoteSearchAds({ plan: 'plan_04', chargeVAT: true });
  render(<PrePaymentDialog open onOpenChange={() => undefined} quote={quote} summary={<p>Growth plan</p>} onConfirm={() => undefined} />);
  // The dialog's code loads on its first opening.
  const dialog = await screen.findByRole('dialog', { name: 'Check your order' });
  const pay = within(dialog).getByRole('button', { name: 'Continue to payment' });
  expect(pay).toHaveAccessibleDescription('Due today R9,660');
  // The amount and the button share the bar at the bottom of the dialog.
  expect(pay.parentElement).toHaveTextContent('Due today R9,660');
});

import { screen, within } from '@testing-library/react';
import { mockCalls, orderAnswer, orderRow, renderBackoffice } from '../../testing/render';

it("records Google's verification step of a business profile with a note for the owner", async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(
    orderAnswer({
      order: orderRow({ product: 'gbp', id: 9, workStatus: 'verification', verification: 'code_sent' }),
      allowedMoves: ['live'],
    }),
  );
  api.verification.mockResolvedValue({});
  const { user } = renderBackoffice('/staff/orders/gbp/9', ['campaigns'], api);
  const group = await screen.findByRole('group', { name: 'Profile verification' });
  expect(
    within(group)
      .getByRole('radio', { name: /Google is sending a verification code/ })
      .closest('li'),
  ).toHaveTextContent('Done');
  await user.click(within(group).getByRole('radio', { name: /The code has arrived/ }));
  await user.type(screen.getByLabelText('Note for the owner (verification)'), 'Google says the postcard arrived.');
  await user.click(screen.getByRole('button', { name: 'Save the step' }));
  expect(api.verification).toHaveBeenCalledWith(9, { step: 'code_received', note_for_owner: 'Google says the postcard arrived.' });
});

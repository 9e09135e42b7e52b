import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@adlaunch/session/api';
import { ConfirmDialog } from './confirm-dialog';

function deferred() {
  let reject!: (error: unknown) => void;
  let resolve!: () => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderDialog(onConfirm: () => Promise<void>) {
  const onOpenChange = jest.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Refund this payment?"
      description="The owner is told by email."
      confirmLabel="Refund"
      onConfirm={onConfirm}
    />,
  );
  return { onOpenChange, dialog: await screen.findByRole('dialog', { name: 'Refund this payment?' }) };
}

it('keeps the focus on its button while the call runs and after a refusal, which it announces', async () => {
  const call = deferred();
  const onConfirm = jest.fn(() => call.promise);
  const { dialog, onOpenChange } = await renderDialog(onConfirm);
  const user = userEvent.setup();
  const button = within(dialog).getByRole('button', { name: 'Refund' });

  await user.click(button);
  // Still focusable while the call runs (a disabled button would drop the focus to the page body).
  expect(button).not.toBeDisabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await user.click(button);
  expect(onConfirm).toHaveBeenCalledTimes(1);

  await act(async () => call.reject(new ApiError('The provider refused the refund.', 502)));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The provider refused the refund.');
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(button).toHaveFocus();
  expect(onOpenChange).not.toHaveBeenCalled();

  await user.keyboard('{Enter}');
  expect(onConfirm).toHaveBeenCalledTimes(2);
});

it('closes once the call succeeds', async () => {
  const { onOpenChange } = await renderDialog(jest.fn().mockResolvedValue(undefined));
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

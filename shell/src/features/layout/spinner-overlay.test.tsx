import { act, render, screen } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { resetSession } from '../../testing/render';
import { SpinnerOverlay } from './spinner-overlay';

beforeEach(resetSession);

it('is announced as busy while something loads', () => {
  render(<SpinnerOverlay />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => useSessionStore.getState().startLoading());
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  act(() => useSessionStore.getState().stopLoading());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

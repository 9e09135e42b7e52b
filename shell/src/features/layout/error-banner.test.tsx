import { act, render, screen } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { resetSession } from '../../testing/render';
import { ErrorBanner } from './error-banner';

beforeEach(() => {
  resetSession();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('shows an error for 4 s and clears it from the store at 5 s', () => {
  render(<ErrorBanner />);
  act(() => useSessionStore.getState().showError('We ran into an error.'));
  expect(screen.getByRole('alert')).toHaveTextContent('We ran into an error.');
  act(() => jest.advanceTimersByTime(3999));
  expect(screen.getByRole('alert')).toHaveTextContent('We ran into an error.');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(useSessionStore.getState().error).not.toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(useSessionStore.getState().error).toBeNull();
});

it('turns the spinner off when an error is shown', () => {
  render(<ErrorBanner />);
  act(() => {
    useSessionStore.getState().startLoading();
    useSessionStore.getState().showError('Nope');
  });
  expect(useSessionStore.getState().pending).toBe(0);
});

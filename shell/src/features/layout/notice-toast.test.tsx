import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@adlaunch/session';
import { resetSession } from '../../testing/render';
import { NOTICE_SHOW_MS, NoticeToast } from './notice-toast';

beforeEach(() => {
  resetSession();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('announces a notice in a status region and clears it after 6 s', () => {
  render(<NoticeToast />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => useSessionStore.getState().showNotice('Your email address is verified and you are logged in.'));
  expect(screen.getByRole('status')).toHaveTextContent('Your email address is verified and you are logged in.');
  act(() => jest.advanceTimersByTime(NOTICE_SHOW_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('verified');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(useSessionStore.getState().notice).toBeNull();
});

it('can be dismissed at once', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<NoticeToast />);
  act(() => useSessionStore.getState().showNotice('You are logged in.'));
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

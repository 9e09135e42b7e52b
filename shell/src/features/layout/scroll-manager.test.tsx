import { act } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { ScrollManager } from './scroll-manager';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('scrolls to top on navigation', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderAt(<ScrollManager />, '/pricing');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('smooth-scrolls to the hash after 500 ms', () => {
  const target = document.createElement('section');
  target.id = 'faqs';
  target.scrollIntoView = jest.fn();
  document.body.appendChild(target);
  renderAt(<ScrollManager />, '/pricing#faqs');
  act(() => jest.advanceTimersByTime(499));
  expect(target.scrollIntoView).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
});

import { render, screen, within } from '@testing-library/react';
import { StatusTimeline } from './status-timeline';

it('lists the stages in order, says which are done, now and next, and marks the current one', () => {
  render(
    <StatusTimeline
      label="From payment to live"
      stages={[
        { title: 'Payment received', body: <p>Thank you.</p>, state: 'done' },
        { title: 'With the search engines', body: <p>Review.</p>, state: 'now' },
        { title: 'Live', body: <p>Showing.</p>, state: 'next' },
      ]}
    />,
  );
  const items = within(screen.getByRole('list', { name: 'From payment to live' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Step 1 · DonePayment receivedThank you.',
    'Step 2 · NowWith the search enginesReview.',
    'Step 3 · NextLiveShowing.',
  ]);
  expect(items[1]).toHaveAttribute('aria-current', 'step');
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
});

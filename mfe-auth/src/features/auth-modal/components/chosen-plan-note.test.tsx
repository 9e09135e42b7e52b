import { render, screen } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { STORAGE_KEYS } from '@adlaunch/shared';
import { ChosenPlanNote } from './chosen-plan-note';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

it('names the plan picked on the pricing page and its price in the variant the server assigned', () => {
  localStorage.setItem(STORAGE_KEYS.chosenPlan, 'growth');
  useSessionStore.setState({ visitorVariant: 'A' });
  render(<ChosenPlanNote />);
  expect(screen.getByTestId('chosen-plan')).toHaveTextContent(
    'Your plan: Growth. Setup free, then $120 (R2,400) management and $250 (R4,800) ad budget a month. First payment R7,200 excl. VAT.',
  );
});

it('says nothing before the server has told the variant, or without a chosen plan', () => {
  localStorage.setItem(STORAGE_KEYS.chosenPlan, 'growth');
  const { container, rerender } = render(<ChosenPlanNote />);
  expect(container).toBeEmptyDOMElement();
  localStorage.clear();
  useSessionStore.setState({ visitorVariant: 'B' });
  rerender(<ChosenPlanNote />);
  expect(container).toBeEmptyDOMElement();
});

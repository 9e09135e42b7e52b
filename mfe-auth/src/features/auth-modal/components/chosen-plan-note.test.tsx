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
    'Your plan: Growth. R2,400 ($125) management and R4,800 ($250) ad budget a month. First payment R7,200 excl. VAT. Launch offer: setup fee waived.',
  );
});

it('names the setup fee when the variant charges it, with no offer', () => {
  localStorage.setItem(STORAGE_KEYS.chosenPlan, 'essentials');
  useSessionStore.setState({ visitorVariant: 'B' });
  render(<ChosenPlanNote />);
  const note = screen.getByTestId('chosen-plan');
  expect(note).toHaveTextContent('plus R1,200 ($63) setup once');
  expect(note).not.toHaveTextContent('Launch offer');
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

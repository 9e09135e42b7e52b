import { render, screen } from '@testing-library/react';
import { resetSession, signIn } from '../../testing/render';
import { ProfilePlanSummary } from './profile-plan-summary';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

it('states the profile price rand first, with VAT after a "yes" (not "excl. VAT")', () => {
  signIn({ chargeVAT: true, vatAnswered: true });
  render(<ProfilePlanSummary />);
  const line = screen.getByTestId('plan-summary');
  expect(line).toHaveTextContent('Google Business Profile: R172.50 ($9) a month, plus R747.50 ($39) setup once, incl. 15% VAT.');
  expect(line).not.toHaveTextContent('excl. VAT');
});

it('says no VAT after a "no"', () => {
  signIn({ vatAnswered: true });
  render(<ProfilePlanSummary />);
  expect(screen.getByTestId('plan-summary')).toHaveTextContent('R150 ($8) a month, plus R650 ($34) setup once, no VAT.');
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { STORAGE_KEYS } from '@adlaunch/shared';
import { resetSession, sessionFor } from '../../testing/render';
import { ChosenPlanSummary } from './chosen-plan-summary';

const show = () => {
  localStorage.setItem(STORAGE_KEYS.chosenPlan, 'growth');
  return render(
    <MemoryRouter initialEntries={['/setup-search/about']}>
      <ChosenPlanSummary />
    </MemoryRouter>,
  );
};

describe('the plan line of the search wizard', () => {
  it('states prices rand first, with VAT once the owner said their business is in South Africa', () => {
    resetSession(sessionFor('thandi@example.com', false, { abVariant: 'B', chargeVAT: true, vatAnswered: true }));
    show();
    expect(screen.getByTestId('plan-summary')).toHaveTextContent(
      'Growth plan: R8,280 ($431) a month with the ad budget, plus R1,380 ($72) setup once, incl. 15% VAT.',
    );
  });

  it('says no VAT after a "no", and excl. VAT before any answer', () => {
    resetSession(sessionFor('thandi@example.com', false, { abVariant: 'B', vatAnswered: true }));
    const { unmount } = show();
    expect(screen.getByTestId('plan-summary')).toHaveTextContent(
      'R7,200 ($375) a month with the ad budget, plus R1,200 ($63) setup once, no VAT.',
    );
    unmount();
    resetSession(sessionFor('thandi@example.com', false, { abVariant: 'B', vatAnswered: false }));
    show();
    expect(screen.getByTestId('plan-summary')).toHaveTextContent('excl. VAT.');
  });

  it('names the launch offer when the price-test variant waives the setup fee', () => {
    resetSession(sessionFor('thandi@example.com', false, { abVariant: 'A', vatAnswered: true }));
    show();
    const line = screen.getByTestId('plan-summary');
    expect(line).toHaveTextContent('Growth plan: R7,200 ($375) a month with the ad budget, no VAT. Launch offer: setup fee waived');
    expect(line).not.toHaveTextContent('setup once');
  });
});

import { screen } from '@testing-library/react';
import { searchAd } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { SearchAdCard } from './search-ad-card';

describe('search ad card', () => {
  it('shows the words to exclude beside the keywords', () => {
    renderAt(<SearchAdCard ad={searchAd({ negative_keywords: ['free', 'plumbing jobs'] })} budgetCents={480000} />);
    const term = screen.getByText('Words to exclude');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('free, plumbing jobs');
  });

  it('says nothing about them when there are none', () => {
    renderAt(<SearchAdCard ad={searchAd()} budgetCents={480000} />);
    expect(screen.queryByText('Words to exclude')).not.toBeInTheDocument();
  });
});

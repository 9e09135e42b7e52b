import { SEARCH_PLANS } from '../pricing/constants';
import { AD_TEXT_LIMITS, sanitizeSuggestions } from './ad-text';
import { keywordSuggestionLimit } from './suggestion-answer';

describe('keywordSuggestionLimit', () => {
  it("never offers more keywords than the plan takes, the smallest plan's while none is chosen", () => {
    const smallest = Math.min(...SEARCH_PLANS.map((p) => p.keywordsMax));
    expect(keywordSuggestionLimit()).toBe(Math.min(AD_TEXT_LIMITS.keywords, smallest));
    for (const plan of SEARCH_PLANS) {
      expect(keywordSuggestionLimit(plan.tier)).toBeLessThanOrEqual(plan.keywordsMax);
      expect(keywordSuggestionLimit(plan.tier)).toBeLessThanOrEqual(AD_TEXT_LIMITS.keywords);
    }
  });

  it('holds a list of keywords to the limit given', () => {
    const keywords = Array.from({ length: 40 }, (_, i) => `pie ${i + 1}`);
    expect(sanitizeSuggestions({ keywords }, { keywordLimit: 3 }).keywords).toEqual(['pie 1', 'pie 2', 'pie 3']);
    expect(sanitizeSuggestions({ keywords }).keywords).toHaveLength(AD_TEXT_LIMITS.keywords);
  });
});

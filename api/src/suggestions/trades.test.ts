import { BUSINESS_CATEGORIES, checkAdText } from '@adlaunch/shared/suggestions';
import { detectTrade, GENERAL_TRADE, TRADES } from './trades';

describe('the trade table', () => {
  it('knows the trade behind every category of the profile wizard', () => {
    for (const category of BUSINESS_CATEGORIES.filter((c) => c !== 'Other')) {
      expect([category, detectTrade({ category, words: [] }).category]).toEqual([category, category]);
    }
    expect(detectTrade({ category: 'Other', words: [] })).toBe(GENERAL_TRADE);
    // A category typed under "Other" still names a trade.
    expect(detectTrade({ category: 'Locksmith', words: [] }).label).toBe('Locksmith');
  });

  it('holds text that keeps the rules as it is, so none is lost to the sanitizer', () => {
    for (const trade of [...TRADES, GENERAL_TRADE]) {
      for (const h of trade.headlines) expect([trade.label, h, checkAdText('headline', h)]).toEqual([trade.label, h, []]);
      for (const d of [...trade.descriptions, trade.cta])
        expect([trade.label, d, checkAdText('description', d)]).toEqual([trade.label, d, []]);
      for (const k of [...trade.keywords, ...trade.negatives])
        expect([trade.label, k, checkAdText('keyword', k)]).toEqual([trade.label, k, []]);
      expect(trade.headlines.length).toBeGreaterThanOrEqual(4);
      expect(trade.descriptions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('offers a free quote only where the trade quotes before the work', () => {
    for (const trade of TRADES) {
      const text = [...trade.headlines, ...trade.descriptions, trade.cta, trade.offer].join(' ');
      if (!trade.quote) expect([trade.label, /free quote/i.test(text)]).toEqual([trade.label, false]);
    }
    expect(TRADES.find((t) => t.label === 'Bakery')!.quote).toBe(false);
    expect(TRADES.find((t) => t.label === 'Plumber')!.quote).toBe(true);
  });

  it('tells the trade from the last trade word of a name, the longest there', () => {
    const trade = (name: string) => detectTrade({ words: name.toLowerCase().split(' ') }).label;
    expect(trade('Lindiwe Hair Salon')).toBe('Hair Salon');
    expect(trade('Glam Nail Salon')).toBe('Nail Salon');
    expect(trade('The Garden Spa')).toBe('Day Spa');
    expect(trade('Brooklyn Pizza Co')).toBe('Pizzeria');
    expect(trade('Sydney Dog Walkers')).toBe('Dog Walker');
    expect(trade('Nairobi IT Services')).toBe('IT Support');
    expect(trade('Something Unusual')).toBe('');
  });
});

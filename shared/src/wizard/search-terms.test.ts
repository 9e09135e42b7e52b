import { isSearchTerm, tradeExamples } from './search-terms';

it('a search term needs letters or digits', () => {
  expect(isSearchTerm('!!!')).toBe(false);
  expect(isSearchTerm(' -- ')).toBe(false);
  expect(isSearchTerm('cakes')).toBe(true);
  expect(isSearchTerm('24/7')).toBe(true);
  expect(isSearchTerm('مخبز')).toBe(true);
});

it('gives a bakery bakery examples, not a plumber', () => {
  expect(tradeExamples('Ma Thandi Bakes', 'Bakery').keyword).toBe('birthday cakes');
  expect(tradeExamples(null, 'Plumber').keyword).toBe('emergency plumber');
  expect(tradeExamples('Acme Holdings').keyword).not.toMatch(/plumber/);
});

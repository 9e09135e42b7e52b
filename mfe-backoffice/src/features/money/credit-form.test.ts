import { randToCents } from './credit-form';

it('reads rand as finance types it, and refuses what is not an amount', () => {
  expect(randToCents('250')).toBe(25_000);
  expect(randToCents('R 250.5')).toBe(25_050);
  expect(randToCents('1 250,50')).toBe(125_050);
  expect(randToCents('1,250.50')).toBe(125_050);
  expect(randToCents('12.345')).toBeNull();
  expect(randToCents('-5')).toBeNull();
  expect(randToCents('')).toBeNull();
});

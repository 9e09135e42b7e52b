import type { Location } from '../schemas/entities';
import { provinceOf, rankNearChosen } from './places';

const city = (id: string, name: string): Location => ({ id, name, type: 'city', country: 'South Africa' });
const sandton = city('1', 'Sandton, Gauteng');
const rosebankWc = city('2', 'Rosebank, Western Cape');
const rosebankGp = city('3', 'Rosebank, Gauteng');

it('reads the province of a place', () => {
  expect(provinceOf(rosebankWc)).toBe('Western Cape');
  expect(provinceOf({ id: 's', name: 'Gauteng', type: 'state', country: 'South Africa' })).toBe('Gauteng');
  expect(provinceOf({ id: 'c', name: 'South Africa', type: 'country', country: 'South Africa' })).toBeNull();
  expect(provinceOf(city('4', 'Gaborone, Botswana'))).toBe('Botswana');
});

it('puts places in a province already chosen first, keeping the order otherwise', () => {
  expect(rankNearChosen([rosebankWc, rosebankGp], [sandton]).map((l) => l.id)).toEqual(['3', '2']);
  expect(rankNearChosen([rosebankWc, rosebankGp], []).map((l) => l.id)).toEqual(['2', '3']);
});

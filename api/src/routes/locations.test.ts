import { buildLocationIndex, normalise } from '../services/locations';
import { createTestApp, type TestApp } from '../testing/test-app';
import { City, State } from 'country-state-city';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (locationTerm: unknown) => t.app.inject({ method: 'POST', url: '/v2/location-search', payload: { locationTerm } });

describe('POST /v2/location-search', () => {
  it('answers at most 20 places, best match first', async () => {
    const res = await search('cape');
    expect(res.statusCode).toBe(200);
    const { list } = res.json();
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list[0]).toEqual({ id: expect.any(String), name: 'Cape Town, Western Cape', type: 'city', country: 'South Africa' });
  });

  it('finds countries, provinces and cities, ignoring case and accents', async () => {
    expect((await search('south africa')).json().list[0]).toMatchObject({ name: 'South Africa', type: 'country' });
    expect((await search('GAUTENG')).json().list[0]).toMatchObject({ name: 'Gauteng', type: 'state', country: 'South Africa' });
    expect((await search('johannesburg')).json().list[0]).toMatchObject({ name: 'Johannesburg, Gauteng', type: 'city' });
    expect((await search('sao paulo')).json().list.map((l: { name: string }) => l.name)).toContain('São Paulo');
    // A later word of a name matches too.
    expect((await search('town')).json().list.length).toBe(20);
    expect((await search('qqqzzz')).json().list).toEqual([]);
  });

  it('refuses terms under 3 characters and bad bodies', async () => {
    const short = await search('ca');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Type at least 3 characters.');
    expect((await search(42)).statusCode).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('the location index', () => {
  const index = buildLocationIndex();

  it('holds every South African province and city of the data set', () => {
    const states = State.getStatesOfCountry('ZA');
    expect(states).toHaveLength(9);
    for (const s of states) expect(index.search(s.name, 300).some((l) => l.type === 'state' && l.name === s.name)).toBe(true);
    for (const c of City.getCitiesOfCountry('ZA') ?? []) {
      expect(
        index.search(c.name, 500).some((l) => l.type === 'city' && l.country === 'South Africa' && l.name.startsWith(`${c.name},`)),
      ).toBe(true);
    }
  });

  it('resolves the ids it hands out', () => {
    const [first] = index.search('durban');
    expect(index.byId(first.id)).toEqual(first);
    expect(first.id.length).toBeLessThanOrEqual(64);
    expect(normalise('Saint-Étienne')).toBe('saint etienne');
  });
});

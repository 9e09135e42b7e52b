import { buildLocationIndex, normalise } from './locations';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createHash } from 'node:crypto';
import { State } from 'country-state-city';

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
  const names = (term: string, limit?: number) => index.search(term, limit).map((l) => l.name);

  it('holds every South African province', () => {
    const states = State.getStatesOfCountry('ZA');
    expect(states).toHaveLength(9);
    for (const s of states) expect(index.search(s.name, 300).some((l) => l.type === 'state' && l.name === s.name)).toBe(true);
  });

  it('finds the suburbs and towns South African owners name, first', () => {
    const expected: Record<string, string> = {
      Sandton: 'Sandton, Gauteng',
      Rosebank: 'Rosebank, Gauteng',
      Umhlanga: 'Umhlanga, KwaZulu-Natal',
      Soweto: 'Soweto, Gauteng',
      Stellenbosch: 'Stellenbosch, Western Cape',
      Randburg: 'Randburg, Gauteng',
      Centurion: 'Centurion, Gauteng',
      Khayelitsha: 'Khayelitsha, Western Cape',
    };
    for (const [term, name] of Object.entries(expected)) {
      const list = index.search(term);
      expect(list.map((l) => l.name)).toContain(name);
      expect(list[0]).toMatchObject({ type: 'city', country: 'South Africa' });
    }
    // A renamed town is found by its new name too.
    expect(names('Gqeberha')[0]).toBe('Port Elizabeth, Eastern Cape');
  });

  it('lists South African places first, then by how well the name matches and by population', () => {
    const list = index.search('San');
    expect(list[0]).toMatchObject({ name: 'Sandton, Gauteng', country: 'South Africa' });
    const firstAbroad = list.findIndex((l) => l.country !== 'South Africa');
    expect(firstAbroad).toBeGreaterThan(0);
    expect(list.slice(firstAbroad).every((l) => l.country !== 'South Africa')).toBe(true);
    // Abroad, the whole name before a longer one, and the bigger place first.
    const london = index.search('London');
    expect(london[0].name).toBe('East London, Eastern Cape');
    expect(london[1].name).toBe('London, England');
    expect(london[2].name).toBe('London, Ontario');
    expect(names('Durban')[0]).toBe('Durban, KwaZulu-Natal');
  });

  it('resolves the ids it hands out, and those handed out before', () => {
    const [first] = index.search('durban');
    expect(index.byId(first.id)).toEqual(first);
    expect(first.id.length).toBeLessThanOrEqual(64);
    const [sandton] = index.search('sandton');
    expect(index.byId(sandton.id)).toEqual(sandton);
    // A campaign saved with the earlier data set's city id saves again.
    const oldSoweto = `ct:ZA:GP:${createHash('sha1').update('Soweto').digest('hex').slice(0, 10)}`;
    expect(index.byId(oldSoweto)).toEqual({ id: oldSoweto, name: 'Soweto, Gauteng', type: 'city', country: 'South Africa' });
    expect(index.byId('ct:ZA:GP:nothing')).toBeUndefined();
    expect(normalise('Saint-Étienne')).toBe('saint etienne');
  });
});

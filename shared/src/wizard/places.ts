import type { Location } from '../schemas/entities';

/** The province (or state) a place is in: a province is its own; a city's is named after its comma ("Rosebank, Gauteng"). */
export function provinceOf(location: Location): string | null {
  if (location.type === 'state') return location.name;
  if (location.type === 'country') return null;
  const comma = location.name.indexOf(', ');
  const after = comma === -1 ? null : location.name.slice(comma + 2);
  return after && after !== location.country ? after : null;
}

/**
 * Search results ranked by the places already chosen: those in a province the owner already chose a place
 * in come first, in the server's order otherwise, so Enter after "Sandton" picks Rosebank in Gauteng, not
 * the one in the Western Cape.
 */
export function rankNearChosen(list: Location[], chosen: Location[]): Location[] {
  const provinces = new Set(chosen.map(provinceOf).filter((p): p is string => p !== null));
  if (provinces.size === 0) return list;
  const near = (l: Location) => {
    const province = provinceOf(l);
    return province !== null && provinces.has(province);
  };
  return [...list.filter(near), ...list.filter((l) => !near(l))];
}

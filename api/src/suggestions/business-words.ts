import { createRequire } from 'node:module';
import { City, Country, State } from 'country-state-city';
import WordsNinja from 'wordsninja';
import { TRADE_TERMS } from './trades';

/** What a business's name and website say, in words. */
export interface BusinessWords {
  /** The name to print: the owner's own, or one read from the website ("siphosbakery.co.za" -> "Sipho's Bakery"). */
  name: string;
  /** Lower-case words of the name and website, to tell the trade by. */
  words: string[];
  /** Ordinary words of the name that say what it does (not a person's name, a place or "Pty Ltd"), for a trade we do not know. */
  topic: string[];
  /** Run-together strings of the website ("siphosbakery") that no ad text may print. */
  runTogether: string[];
}

type Kind = 'word' | 'name' | 'trade' | 'place' | 'number';
interface Token {
  /** Lower case, except a place, which keeps its own spelling ("KwaZulu-Natal"). */
  text: string;
  kind: Kind;
}

// wordsninja's dictionary lists English words by frequency: a word's index is its rank.
const dictionary = createRequire(__filename)('wordsninja/words-en.json') as string[];
const RANK = new Map(dictionary.map((word, i) => [word, i]));
/** Rarer words than this, in a name, are more likely a person's or a place's name cut into pieces ("sip hos"). */
const RARE_RANK = 20000;
const ninja = new WordsNinja();
let loaded: Promise<unknown> | null = null;

const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const TRADE_SQUASHED = new Map<string, string>();
for (const term of [...TRADE_TERMS].sort((a, b) => a.split(' ').length - b.split(' ').length)) TRADE_SQUASHED.set(squash(term), term);

const placeCache = new Map<string, Map<string, string>>();

/** Places of one country (cities and provinces) and every country, by squashed name: "capetown" -> "Cape Town". */
function placesOf(countryCode: string): Map<string, string> {
  let places = placeCache.get(countryCode);
  if (!places) {
    places = new Map();
    const add = (name: string) => {
      const key = squash(name);
      if (key.length >= 5 && !TRADE_SQUASHED.has(key) && !places!.has(key)) places!.set(key, name);
    };
    Country.getAllCountries().forEach((c) => add(c.name));
    State.getStatesOfCountry(countryCode).forEach((s) => add(s.name));
    (City.getCitiesOfCountry(countryCode) ?? []).forEach((c) => add(c.name));
    placeCache.set(countryCode, places);
  }
  return places;
}

/** The countries whose places a website may name: South Africa's first, then its country domain's (or the big English-speaking markets for .com). */
function countriesOf(host: string): string[] {
  const tld = host.split('.').pop() ?? '';
  if (/^[a-z]{2}$/.test(tld)) return [...new Set(['ZA', tld === 'uk' ? 'GB' : tld.toUpperCase()])];
  return ['ZA', 'US', 'GB', 'AU'];
}

export function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `http://${url}`).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return url
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split(/[/?#]/)[0]
      .toLowerCase();
  }
}

interface Lookup {
  place(squashed: string): string | undefined;
}

/**
 * Whether the last `len` letters of the text are the end of a longer common word: "pies" in "therapies",
 * "puppies" or "printcopies". Two or more letters longer: "siphospies" is Sipho's pies, not Sipho's spies.
 */
function endsLongerWord(text: string, len: number): boolean {
  for (let extra = 2; extra <= 6 && len + extra <= text.length; extra++) {
    const word = text.slice(-(len + extra));
    // The dictionary may hold only the singular ("therapy").
    if ([word, word.replace(/ies$/, 'y'), word.replace(/s$/, '')].some((w) => !isRare(w))) return true;
  }
  return false;
}

function longestAffix(text: string, lookup: Lookup, fromEnd: boolean): Token | null {
  for (let len = Math.min(text.length, 40); len >= 4; len--) {
    // What is left must still be a word: "gardenspa" is "garden" + "spa", not "gardens" + "pa".
    if (text.length - len > 0 && text.length - len < 3) continue;
    const part = fromEnd ? text.slice(-len) : text.slice(0, len);
    const term = TRADE_SQUASHED.get(part) ?? (part.endsWith('s') ? TRADE_SQUASHED.get(part.slice(0, -1)) && part : undefined);
    if (term && !(fromEnd && endsLongerWord(text, len))) return { text: TRADE_SQUASHED.has(part) ? term : part, kind: 'trade' };
    const place = len >= 5 ? lookup.place(part) : undefined;
    if (place) return { text: place, kind: 'place' };
  }
  return null;
}

const isRare = (word: string) => (RANK.get(word) ?? Infinity) > RARE_RANK;
/** Real words of one or two letters; any other piece that short is a fragment of a cut-up name ("th", "jo"). */
const SHORT_WORDS = new Set('a i an as at be by do go he if in is it me my no of on or so to up us we'.split(' '));

/**
 * Words of one run of letters, as a website name has them: trade words and places found at either end
 * first ("sandton" + "physio"), the rest split by word frequency, and pieces that look like a cut-up
 * name glued back together ("sip hos" -> "siphos").
 */
function segmentLetters(run: string, lookup: Lookup): Token[] {
  const head: Token[] = [];
  const tail: Token[] = [];
  let rest = run;
  for (let found = longestAffix(rest, lookup, true); found && rest; found = longestAffix(rest, lookup, true)) {
    tail.unshift(found);
    rest = rest.slice(0, rest.length - squash(found.text).length);
  }
  for (let found = longestAffix(rest, lookup, false); found && rest; found = longestAffix(rest, lookup, false)) {
    head.push(found);
    rest = rest.slice(squash(found.text).length);
  }
  const middle: Token[] = [];
  let group: string[] = [];
  const flush = () => {
    if (!group.length) return;
    const cutUp = group.length > 1 && group.some((w) => (w.length <= 2 && !SHORT_WORDS.has(w)) || isRare(w));
    if (cutUp) middle.push({ text: group.join(''), kind: 'name' });
    else group.forEach((w) => middle.push({ text: w, kind: isRare(w) ? 'name' : 'word' }));
    group = [];
  };
  const pieces = rest ? ninja.splitSentence(rest) : [];
  for (let i = 0; i < pieces.length; i++) {
    // "port" + "elizabeth" is one place; so is "capetown".
    const two = i + 1 < pieces.length ? lookup.place(pieces[i] + pieces[i + 1]) : undefined;
    const one = lookup.place(pieces[i]);
    const trade = TRADE_SQUASHED.has(pieces[i]) || (pieces[i].endsWith('s') && TRADE_SQUASHED.has(pieces[i].slice(0, -1)));
    if (two || one || trade) {
      flush();
      middle.push(two ? { text: two, kind: 'place' } : one ? { text: one, kind: 'place' } : { text: pieces[i], kind: 'trade' });
      if (two) i++;
    } else group.push(pieces[i]);
  }
  flush();
  return [...head, ...middle, ...tail];
}

/** Every token of a name written without spaces, hyphens and digits kept apart: "londonlocksmith24" -> london locksmith 24. */
function segment(text: string, lookup: Lookup): Token[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((part) => {
      const runs = part.match(/\d+|[a-z]+/g) ?? [];
      // A letter or two next to digits belongs to them: "a1", "24hr".
      const merged: string[] = [];
      runs.forEach((run, i) => {
        const digits = /\d/.test(run);
        const last = merged[merged.length - 1];
        if (
          last !== undefined &&
          (digits ? /^[a-z]{1,2}$/.test(last) && merged.length === 1 : run.length <= 2 && /\d/.test(last) && i === runs.length - 1)
        ) {
          merged[merged.length - 1] = last + run;
        } else merged.push(run);
      });
      return merged.flatMap((run): Token[] =>
        /\d/.test(run) ? [{ text: run.toUpperCase(), kind: 'number' }] : segmentLetters(run, lookup),
      );
    });
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'in', 'on', 'at', 'for', 'to', 'by']);
const COMPANY_WORDS = new Set([
  'pty',
  'ltd',
  'cc',
  'inc',
  'llc',
  'co',
  'company',
  'group',
  'holdings',
  'enterprises',
  'sa',
  'za',
  'my',
  'i',
  'we',
  'our',
]);

/** "siphos" + "bakery" -> "Sipho's Bakery": a name ending in s just before the trade is the owner's. */
function display(tokens: Token[]): string {
  return tokens
    .map((token, i) => {
      if (token.kind === 'place' || token.kind === 'number') return token.text;
      const next = tokens[i + 1];
      if (i > 0 && SMALL_WORDS.has(token.text)) return token.text;
      let word = token.text;
      if (token.kind === 'name' && next && next.kind !== 'number' && /[^su]s$/.test(word) && word.length >= 4)
        word = `${word.slice(0, -1)}'s`;
      return word
        .split(' ')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ');
    })
    .join(' ')
    .replace(/\bIt (Services|Support|Solutions)\b/g, 'IT $1');
}

const looksLikeDomain = (text: string) => /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}$/i.test(text.trim()) || /^https?:\/\//i.test(text.trim());

/**
 * Reads a business from its website address and the name its owner gave, if any. The owner's name is
 * printed as they wrote it, unless it is only the website again ("siphosbakery", "siphosbakery.co.za").
 */
export async function readBusiness({
  url,
  businessName,
  location,
}: {
  url: string;
  businessName: string | null;
  location?: string | null;
}): Promise<BusinessWords> {
  loaded ??= ninja.loadDictionary();
  await loaded;
  const host = hostOf(url);
  const label = host.split('.')[0] ?? '';
  const places = countriesOf(host).map(placesOf);
  const chosen = location ? new Map(location.split(',').map((part) => [squash(part), part.trim()] as const)) : new Map<string, string>();
  const lookup: Lookup = { place: (key) => chosen.get(key) ?? places.map((p) => p.get(key)).find(Boolean) };

  const siteTokens = segment(label, lookup);
  const fromSite = display(siteTokens);
  const runTogether = new Set<string>();
  for (const part of [label, ...label.split(/[-_]+/)]) {
    const squashed = squash(part);
    if (squashed && segment(squashed, lookup).length > 1) runTogether.add(squashed);
  }

  const own = (businessName ?? '').replace(/\s+/g, ' ').trim();
  const ownIsSite = !own || looksLikeDomain(own) || (!own.includes(' ') && squash(own) === squash(label));
  const ownWords = ownIsSite
    ? []
    : own
        .toLowerCase()
        // "Sipho's Pies" is Sipho's pies, not "sipho", "s" and "pies".
        .replace(/(?<=[a-z0-9])['’]s\b/g, '')
        .split(/[^a-z0-9&]+/)
        .filter(Boolean)
        .flatMap((word) =>
          RANK.has(word) || word.length < 8 ? [word] : segment(word, lookup).flatMap((t) => t.text.toLowerCase().split(/\s+/)),
        );
  const siteWords = siteTokens.flatMap((t) => t.text.toLowerCase().split(/[\s-]+/));
  const ordinary = (word: string) => !isRare(word) && !SMALL_WORDS.has(word) && !COMPANY_WORDS.has(word) && !lookup.place(word);
  const topic = ownIsSite ? siteTokens.filter((t) => t.kind === 'word' || t.kind === 'trade').flatMap((t) => t.text.split(' ')) : ownWords;
  return {
    name: ownIsSite ? fromSite : own,
    words: [...ownWords, ...siteWords],
    topic: topic.filter(ordinary),
    runTogether: [...runTogether],
  };
}

import { DESCRIPTION_MAX, HEADLINE_MAX } from '../constants/formats';
import { LIMITS } from '../constants/limits';

/** Google Ads' text rules for search ads (editorial policy: length, capitals, punctuation), and how many suggestions we offer. */
export const AD_TEXT_LIMITS = {
  headlineMax: HEADLINE_MAX,
  descriptionMax: DESCRIPTION_MAX,
  keywordMax: LIMITS.negativeKeywordMaxLength,
  keywordWordsMax: 10,
  headlineExclamations: 0,
  descriptionExclamations: 1,
  /** An all-capitals word of up to this many letters is an acronym ("SA", "DIY", "BMW"); a longer one shouts ("FREE"). */
  acronymMaxLetters: 3,
  headlines: 10,
  descriptions: 4,
  keywords: 15,
  negativeKeywords: 10,
} as const;

/** Acronyms longer than three letters that a small business's ad may need. */
const LONG_ACRONYMS = new Set(['CCTV', 'HVAC', 'SARS', 'CIPC', 'NHBRC', 'GCSE']);
/** Short words that are shouting, not acronyms, when written in capitals. */
const SHOUTED = new Set([
  'ALL',
  'AND',
  'BIG',
  'BUY',
  'FOR',
  'FUN',
  'GET',
  'HOT',
  'NEW',
  'NOW',
  'OFF',
  'ONE',
  'OUR',
  'THE',
  'TOP',
  'WIN',
  'WOW',
  'YES',
  'YOU',
]);

export type AdTextKind = 'headline' | 'description' | 'keyword';

export type AdTextProblem =
  | 'empty'
  | 'too-long'
  | 'spacing'
  | 'exclamation'
  | 'repeated-punctuation'
  | 'all-caps'
  | 'placeholder'
  | 'run-together'
  | 'not-lower-case'
  | 'domain'
  | 'characters'
  | 'too-many-words'
  | 'split-word';

export interface AdTextOptions {
  /** Run-together strings (a website's name, "siphosbakery") that must not appear as a word. */
  runTogether?: readonly string[];
}

const MAX: Record<AdTextKind, number> = {
  headline: AD_TEXT_LIMITS.headlineMax,
  description: AD_TEXT_LIMITS.descriptionMax,
  keyword: AD_TEXT_LIMITS.keywordMax,
};

const REPEATED_PUNCTUATION = /([^\p{L}\p{N}\s])\1|[!?][!?]/u;
// "Your Area" and "[City]" are blanks left for someone to fill in; "grow your business" is not.
const PLACEHOLDER = /\b(?:in|near|around) your (?:area|city|town|suburb|region)\b|[[\]{}<>]|\blorem ipsum\b/iu;
const PLACEHOLDER_TITLE = /\bYour (?:Area|City|Town|Suburb|Region|Company Name|Business Name)\b|\bBusiness Name\b/u;
const DOMAIN = /https?:|www\.|[\p{L}\p{N}-]\.(?:[a-z]{2,})(?:\b|$)/iu;
const KEYWORD_CHARACTERS = /^[\p{Ll}\p{N}][\p{Ll}\p{N} &'-]*$/u;
/** What is left of a word cut at its apostrophe: "s pies" from "Sipho's Pies", "don t". */
const SPLIT_WORD = /(?:^|\s)(?:s|t|d|m|ll|re|ve)(?=\s|$)/u;

const words = (text: string) => text.match(/[\p{L}\p{N}&'’-]+/gu) ?? [];
const letters = (word: string) => word.replace(/[^\p{L}]/gu, '');

function shouts(word: string): boolean {
  const l = letters(word);
  if (l.length < 2 || l !== l.toUpperCase() || l === l.toLowerCase()) return false;
  return (l.length > AD_TEXT_LIMITS.acronymMaxLetters && !LONG_ACRONYMS.has(l)) || SHOUTED.has(l);
}

/** Every rule the text breaks (none: it may be used as it is). */
export function checkAdText(kind: AdTextKind, text: string, options: AdTextOptions = {}): AdTextProblem[] {
  const problems: AdTextProblem[] = [];
  if (!text.trim()) return ['empty'];
  if (text.length > MAX[kind]) problems.push('too-long');
  if (text !== text.trim() || /\s{2,}/.test(text)) problems.push('spacing');
  if (kind !== 'keyword') {
    const exclamations = (text.match(/!/g) ?? []).length;
    const allowed = kind === 'description' ? AD_TEXT_LIMITS.descriptionExclamations : AD_TEXT_LIMITS.headlineExclamations;
    if (exclamations > allowed) problems.push('exclamation');
    if (REPEATED_PUNCTUATION.test(text)) problems.push('repeated-punctuation');
    if (words(text).some(shouts)) problems.push('all-caps');
  }
  if (PLACEHOLDER.test(text) || PLACEHOLDER_TITLE.test(text)) problems.push('placeholder');
  const runTogether = new Set((options.runTogether ?? []).map((s) => s.toLowerCase()));
  if (words(text).some((w) => runTogether.has(w.toLowerCase().replace(/['’]/g, '')))) problems.push('run-together');
  if (kind === 'keyword') {
    if (text !== text.toLowerCase()) problems.push('not-lower-case');
    if (DOMAIN.test(text)) problems.push('domain');
    else if (!KEYWORD_CHARACTERS.test(text.toLowerCase())) problems.push('characters');
    if (text.split(/\s+/).length > AD_TEXT_LIMITS.keywordWordsMax) problems.push('too-many-words');
    if (SPLIT_WORD.test(text.toLowerCase())) problems.push('split-word');
  }
  return problems;
}

const titleWord = (word: string) =>
  word
    .split('-')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('-');

/**
 * The text repaired where a repair keeps its meaning (spacing, repeated or extra punctuation, capitals,
 * a keyword's case), or null when it cannot be used (too long, a placeholder, a domain name...).
 */
export function sanitizeAdText(kind: AdTextKind, text: string, options: AdTextOptions = {}): string | null {
  let t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([^\p{L}\p{N}\s])\1+/gu, '$1')
    .replace(/[!?]{2,}/g, (run) => run.charAt(0));
  if (kind === 'keyword') {
    if (DOMAIN.test(t)) return null;
    t = t
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[^\p{L}\p{N} &'-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[&'-]+|[&'-]+$/g, '')
      .trim();
  } else {
    t = t.replace(/[\p{L}\p{N}&'’-]+/gu, (word) => (shouts(word) ? titleWord(word) : word));
    if (kind === 'headline') t = t.replace(/\s*!+/g, '').trim();
    else {
      let seen = 0;
      t = t.replace(/!/g, () => (seen++ < AD_TEXT_LIMITS.descriptionExclamations ? '!' : '.'));
    }
    t = t.replace(/\s+([,.;:?!])/g, '$1').replace(/([^\p{L}\p{N}\s])\1+/gu, '$1');
  }
  return checkAdText(kind, t, options).length ? null : t;
}

/** Two texts that differ only in case, spacing or punctuation are the same suggestion. */
export const adTextKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The usable, distinct texts of a list of anything, at most `limit` of them. */
export function sanitizeAdTexts(kind: AdTextKind, list: unknown, limit: number, options: AdTextOptions = {}): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of Array.isArray(list) ? list : []) {
    if (typeof item !== 'string') continue;
    const text = sanitizeAdText(kind, item, options);
    if (!text || seen.has(adTextKey(text))) continue;
    seen.add(adTextKey(text));
    out.push(text);
    if (out.length === limit) break;
  }
  return out;
}

export interface SuggestionLists {
  headlines: string[];
  descriptions: string[];
  keywords: string[];
  negative_keywords: string[];
}

/**
 * Every list of a suggester's answer (ours or a language model's) held to the rules above; `keywordLimit`
 * holds the keywords to a plan's (keywordSuggestionLimit).
 */
export function sanitizeSuggestions(
  raw: Partial<Record<keyof SuggestionLists, unknown>>,
  options: AdTextOptions & { keywordLimit?: number } = {},
): SuggestionLists {
  return {
    headlines: sanitizeAdTexts('headline', raw.headlines, AD_TEXT_LIMITS.headlines, options),
    descriptions: sanitizeAdTexts('description', raw.descriptions, AD_TEXT_LIMITS.descriptions, options),
    keywords: sanitizeAdTexts('keyword', raw.keywords, Math.min(options.keywordLimit ?? Infinity, AD_TEXT_LIMITS.keywords), options),
    negative_keywords: sanitizeAdTexts('keyword', raw.negative_keywords, AD_TEXT_LIMITS.negativeKeywords, options),
  };
}

/**
 * Words that carry no meaning of their own (articles, pronouns, prepositions, conjunctions, helping verbs
 * and the like): an ad may use them as often as it likes. Every other word is a content word.
 */
const FILLER = new Set(
  (
    'a an the and or & in on at for of to with by from into onto about over under after before your you yours ' +
    'yourself our ours we us i me my mine it its they them their he she his her is are was were be been am ' +
    'has have had do does did can will would could should may all more most every each both no not nor near ' +
    'who whom which what when where how that this these those as up out so any just than then one there here ' +
    "very too also if but we're you're it's we'll you'll"
  ).split(' '),
);

/** A word as the ad's reader hears it: "Cakes", "cake's" and "cake" are one word; "pastries" is "pastry". */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s?$/u, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The meaningful words of a text, as stems, in order. */
const meaningful = (text: string) =>
  words(text)
    .map(stem)
    .filter((w) => !FILLER.has(w) && /\p{L}/u.test(w));

/** How many of the texts hold each item that `parts` finds in a text. */
function spread(texts: readonly string[], parts: (text: string) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const part of new Set(parts(text))) counts.set(part, (counts.get(part) ?? 0) + 1);
  return counts;
}

/** The two-word phrases of a text that say something ("custom cake", "order a"; not "in the"). */
function phrases(text: string): string[] {
  const all = words(text).map(stem);
  return all.slice(1).flatMap((w, i) => (FILLER.has(all[i]) && FILLER.has(w) ? [] : [`${all[i]} ${w}`]));
}

/**
 * What an ad made of these texts says twice: each phrase repeated from one text in another ("custom
 * cakes"), then each content word used in more than one of them ("cake" in a headline and again in
 * a description). None: the ad says each thing once.
 *
 * A word is compared as the reader hears it: case, a possessive and a plural do not make it another word
 * ("Cakes", "cake's" and "cake" are one; "pastries" is "pastry"), while a different form of it does
 * ("plumber" and "plumbing" are two). Only content words count: the small words of FILLER ("and", "the",
 * "your", "for", "in", "we"...) may come back as often as the sentences need them, and so may numbers. A
 * phrase is two neighbouring words of which at least one is a content word. The business's name counts
 * like any other text: "Sipho's Bakery" in a headline and again in a description is a repeat.
 */
export function adRepeats(texts: readonly string[]): { phrases: string[]; words: string[] } {
  const twice = (counts: Map<string, number>) => [...counts].filter(([, n]) => n > 1).map(([item]) => item);
  return { phrases: twice(spread(texts, phrases)), words: twice(spread(texts, meaningful)) };
}

function* choose<T>(items: readonly T[], count: number, start = 0): Generator<T[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - count; i++) {
    for (const rest of choose(items, count - 1, i + 1)) yield [items[i], ...rest];
  }
}

/**
 * The ad "Use all suggestions" builds: `headlines` headlines and `descriptions` descriptions from the
 * suggestions (best first, at most `pool` of each), chosen so that the ad says nothing twice
 * (adRepeats), or as little as the suggestions allow; among equals, the better-ranked texts win. The
 * first headline stays first (the suggesters put the business's name there). Fewer than asked when
 * there are fewer suggestions.
 */
export function composeAd(
  suggestions: { headlines: readonly string[]; descriptions: readonly string[] },
  count = { headlines: 3, descriptions: 2 },
  pool: { headlines: number; descriptions: number } = { headlines: AD_TEXT_LIMITS.headlines, descriptions: AD_TEXT_LIMITS.descriptions },
): { headlines: string[]; descriptions: string[] } {
  // Each text's words and phrases are found once; each choice then only counts them.
  const parts = (text: string, rank: number) => ({ text, rank, words: new Set(meaningful(text)), phrases: new Set(phrases(text)) });
  const h = suggestions.headlines.slice(0, pool.headlines).map((text, rank) => parts(text, rank));
  const d = suggestions.descriptions.slice(0, pool.descriptions).map((text, rank) => parts(text, rank));
  const repeated = (sets: Set<string>[]) => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const set of sets) for (const item of set) (seen.has(item) ? twice : seen).add(item);
    return twice.size;
  };
  let best: { score: number; headlines: string[]; descriptions: string[] } | null = null;
  const [first, ...others] = h;
  const headlineSets = first ? [...choose(others, Math.min(count.headlines, h.length) - 1)].map((rest) => [first, ...rest]) : [[]];
  const descriptionSets = [...choose(d, Math.min(count.descriptions, d.length))];
  for (const hs of headlineSets) {
    for (const ds of descriptionSets) {
      const texts = [...hs, ...ds];
      // A repeated phrase weighs more than any number of repeated words, and a repeated word more than any choice of rank.
      const score =
        repeated(texts.map((t) => t.phrases)) * 1e6 + repeated(texts.map((t) => t.words)) * 1e3 + texts.reduce((sum, t) => sum + t.rank, 0);
      if (!best || score < best.score) best = { score, headlines: hs.map((t) => t.text), descriptions: ds.map((t) => t.text) };
    }
  }
  return best ? { headlines: best.headlines, descriptions: best.descriptions } : { headlines: [], descriptions: [] };
}

/** The lists with the composed ad's texts first (headline 1 to 3, description 1 and 2), the rest after in their order. */
export function leadWithComposedAd<L extends { headlines: string[]; descriptions: string[] }>(lists: L): L {
  const ad = composeAd(lists);
  const lead = (picked: string[], all: string[]) => [...picked, ...all.filter((t) => !picked.includes(t))];
  return { ...lists, headlines: lead(ad.headlines, lists.headlines), descriptions: lead(ad.descriptions, lists.descriptions) };
}

import { z } from 'zod';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '@adlaunch/shared/suggestions';
import data from './trades.json';

/** What the ad suggester knows about one kind of business. */
export interface Trade {
  /** As in "Bakery in Cape Town". */
  label: string;
  /** The profile wizard's category this trade stands for, if any. */
  category?: BusinessCategory;
  /** Lower-case words and phrases that name the trade in a business name or website. */
  match: readonly string[];
  /** Search phrases without a place; the first three are also offered with the place and "near me". */
  keywords: readonly string[];
  /** Headlines that need no name or place, best first. */
  headlines: readonly string[];
  /** Descriptions that need no name or place. */
  descriptions: readonly string[];
  /** What the business offers, to follow its name: "Sipho's Bakery: fresh bread, pastries and custom cakes." */
  offer: string;
  /** The call to action that closes a description. */
  cta: string;
  /** A trade that quotes before the work ("free quote"): builders, plumbers... never a bakery. */
  quote: boolean;
  /** Words to exclude: searches by people who want work, training, a free thing or to do it themselves. */
  negatives: readonly string[];
}

const words = z.array(z.string().min(1));
const tradeSchema = z.object({
  label: z.string(),
  category: z.enum(BUSINESS_CATEGORIES).optional(),
  match: words,
  keywords: words,
  headlines: words,
  descriptions: words,
  offer: z.string().min(1),
  cta: z.string().min(1),
  quote: z.boolean(),
  /** Its own words to exclude, or the name of a list in `negativeLists`. */
  negatives: z.union([z.string(), words]),
});
const tradesFileSchema = z.object({
  negativeLists: z.record(z.string(), words),
  general: tradeSchema,
  trades: z.array(tradeSchema).min(1),
});

/** The trades are data (`trades.json`), checked when loaded: a typo in the file stops the server at start. */
function loadTrades(file: unknown): { trades: readonly Trade[]; general: Trade } {
  const parsed = tradesFileSchema.parse(file);
  const toTrade = ({ negatives, ...trade }: z.infer<typeof tradeSchema>): Trade => {
    const list = typeof negatives === 'string' ? parsed.negativeLists[negatives] : negatives;
    if (!list) throw new Error(`trades.json: ${trade.label || 'the general trade'} names an unknown negative list "${negatives}"`);
    return { ...trade, negatives: list };
  };
  return { trades: parsed.trades.map(toTrade), general: toTrade(parsed.general) };
}

const loaded = loadTrades(data);
export const TRADES: readonly Trade[] = loaded.trades;
/** A business whose trade we cannot tell: text that suits anyone. */
export const GENERAL_TRADE: Trade = loaded.general;

/** Each trade's words, squashed ("hairsalon") as a run-together website name would hold them. */
const TERMS = TRADES.flatMap((trade) => trade.match.map((term) => ({ term, trade })));

/** The trade a term names (plural "s" and "es" forms of a term count), or null. */
function tradeOfTerm(term: string): Trade | null {
  const t = term.toLowerCase();
  const found = TERMS.find((x) => x.term === t || `${x.term}s` === t || `${x.term}es` === t);
  return found?.trade ?? null;
}

/** Every trade term, longest first, for finding them inside run-together words. */
export const TRADE_TERMS: readonly string[] = [...new Set(TERMS.map((x) => x.term))].sort((a, b) => b.length - a.length);

/**
 * The trade of a business: its profile category when it names one, otherwise the trade term nearest the
 * end of its name (English puts the trade last: "Garden Spa", "Brooklyn Pizza Co"), the longest one
 * there ("hair salon" before "salon").
 */
export function detectTrade({ category, words }: { category?: string | null; words: readonly string[] }): Trade {
  const wanted = category?.trim().toLowerCase();
  const byCategory = wanted ? TRADES.find((t) => t.category?.toLowerCase() === wanted) : undefined;
  if (byCategory) return byCategory;
  const lower = words.map((w) => w.toLowerCase());
  for (let end = lower.length; end > 0; end--) {
    for (let n = Math.min(3, end); n >= 1; n--) {
      const trade = tradeOfTerm(lower.slice(end - n, end).join(' '));
      if (trade) return trade;
    }
  }
  // A category typed under "Other" ("Yoga studio", "Locksmith") can still name a trade.
  return wanted && wanted !== 'other' ? detectTrade({ words: wanted.split(/\s+/) }) : GENERAL_TRADE;
}

import type { AiSuggestions, ManagedTier, PlanId } from '@adlaunch/shared';
import {
  AD_TEXT_LIMITS,
  adTextKey,
  composeAd,
  keywordSuggestionLimit,
  leadWithComposedAd,
  sanitizeAdText,
  sanitizeAdTexts,
  sanitizeSuggestions,
  SUGGESTION_QUESTIONS,
  type AdTextOptions,
  type SuggestionLists,
} from '@adlaunch/shared/suggestions';
import { readBusiness, type BusinessWords } from './business-words';
import { detectTrade, GENERAL_TRADE, type Trade } from './trades';

export interface SuggestionInput {
  url: string;
  businessName: string | null;
  /** One chosen location's name, e.g. "Cape Town, Western Cape" (callers that know only one). */
  location?: string | null;
  /** Every chosen location's name: each is named in the keywords and, as far as room allows, the ad. */
  locations?: readonly string[];
  /** The business profile's category, when the owner has one ("Bakery"). */
  category?: string | null;
  /** The owner's answer to SUGGESTION_QUESTIONS.sells ("meat pies and sausage rolls"), when asked. */
  sells?: string | null;
  /** The plan whose keyword limit the suggestions keep to (the smallest plan's when none is known). */
  plan?: ManagedTier | PlanId | null;
}

export interface Suggester {
  readonly name: string;
  suggest(input: SuggestionInput): Promise<AiSuggestions>;
}

/** Words to exclude that fit the business's trade (the general list when the trade is not recognised). */
export function negativeKeywordsFor(topic: string): string[] {
  return [
    ...detectTrade({
      words: topic
        .toLowerCase()
        .split(/[^a-z&]+/)
        .filter(Boolean),
    }).negatives,
  ];
}

/** "Cape Town, Western Cape" -> "Cape Town": the place an ad names is the first part of the chosen location. */
const placeOf = (location: string | null) => (location ?? '').split(',')[0].replace(/\s+/g, ' ').trim() || null;

/** Every chosen location's name, once each. */
function locationsOf(input: SuggestionInput): string[] {
  const all = input.locations?.length ? input.locations : input.location ? [input.location] : [];
  const seen = new Set<string>();
  return all.filter((l) => {
    const key = placeOf(l)?.toLowerCase();
    return !!key && !seen.has(key) && !!seen.add(key);
  });
}

/** "A", "A and B", "A, B and C". */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

/**
 * A trade made of what the owner says they sell, when it names none we know ("scented candles and
 * gifts"): its phrases are the keywords, the first one the label ("Scented Candles in Rosebank").
 */
function soldTrade(sells: string): Trade {
  const phrases = sells
    .toLowerCase()
    .split(/,|;|\/|&|\band\b/)
    .map((p) => sanitizeAdText('keyword', p))
    .filter((p): p is string => !!p && p.split(' ').length <= 4)
    .slice(0, 5);
  if (!phrases.length) return GENERAL_TRADE;
  const label = phrases[0].replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const offer = sells
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  return { ...GENERAL_TRADE, label, keywords: phrases, offer: offer.charAt(0).toLowerCase() + offer.slice(1) };
}

/** The business's own name as people search for it ("sipho's pies"), when it is a name of two to five words. */
function brandKeyword(name: string, rules: AdTextOptions): string | null {
  const words = name.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 5 ? sanitizeAdText('keyword', name, rules) : null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words to exclude never block a keyword the business advertises on (all of a negative's words in one keyword). */
function excludable(negatives: readonly string[], keywords: readonly string[]): string[] {
  const advertised = keywords.map((k) => new Set(k.split(' ')));
  return negatives.filter((n) => !advertised.some((words) => n.split(' ').every((w) => words.has(w))));
}

interface Understanding {
  business: BusinessWords;
  trade: Trade;
  /** The first chosen place, which the ad's texts name. */
  place: string | null;
  /** Every chosen place ("Rosebank", "Sandton"), each named in the keywords. */
  places: string[];
  /** The first chosen location in full ("Rosebank, Gauteng"). */
  location: string | null;
  rules: AdTextOptions;
  keywordLimit: number;
  /** Asked when nothing the owner gave says what the business sells: the text is general until they answer. */
  question: string | null;
}

async function understand(input: SuggestionInput): Promise<Understanding> {
  const locations = locationsOf(input);
  const business = await readBusiness({ ...input, location: locations.join(', ') || null });
  const sells = input.sells?.trim() || null;
  const named = detectTrade({ category: input.category, words: business.words });
  // The owner's own answer says more than a name or a category.
  const told = sells
    ? detectTrade({
        words: sells
          .toLowerCase()
          .split(/[^a-z&]+/)
          .filter(Boolean),
      })
    : GENERAL_TRADE;
  const trade = told !== GENERAL_TRADE ? told : sells ? soldTrade(sells) : named;
  const places = locations.map(placeOf).filter((p): p is string => !!p);
  return {
    business,
    trade,
    place: places[0] ?? null,
    places,
    location: locations[0] ?? null,
    rules: { runTogether: business.runTogether },
    keywordLimit: keywordSuggestionLimit(input.plan),
    question: trade === GENERAL_TRADE ? SUGGESTION_QUESTIONS.sells : null,
  };
}

/** The answer as the API sends it: the question only when there is one. */
const answer = (lists: SuggestionLists, question: string | null): AiSuggestions => (question ? { ...lists, question } : lists);

/** The first text of the list that keeps to the rules, or null. */
const firstUsable = (kind: 'headline' | 'description', list: (string | null)[], rules: AdTextOptions) =>
  list.map((text) => (text ? sanitizeAdText(kind, text, rules) : null)).find(Boolean) ?? null;

/** How many texts the offline suggester writes to compose its ad from; it offers AD_TEXT_LIMITS of them. */
const OFFLINE_POOL = { headlines: 16, descriptions: 16 };

/**
 * The offline suggester's lists, led by the ad "Use all suggestions" builds (composeAd): three headlines and
 * two descriptions chosen from every text it can write, spare ones included, so that the ad says each thing once.
 */
function offlineLists({ business, trade, place, places, location, rules, keywordLimit }: Understanding): SuggestionLists {
  const { name } = business;
  const known = trade !== GENERAL_TRADE;
  // "London Locksmith 24 in London" says the place twice.
  const nameHasPlace = !!place && name.toLowerCase().includes(place.toLowerCase());
  const others = places.slice(1);
  const headlines = [
    name,
    known && place ? `${trade.label} in ${place}` : null,
    trade.headlines[0],
    place && !nameHasPlace ? `${name} in ${place}` : null,
    ...(known ? others.map((p) => `${trade.label} in ${p}`) : []),
    ...trade.headlines.slice(1),
    place ? `Proudly Serving ${place}` : null,
  ];
  const { offer, cta } = trade;
  const Offer = capitalise(offer);
  const at = place && !nameHasPlace ? ` in ${place}` : '';
  const intro = firstUsable(
    'description',
    [
      `${name}${at}: ${offer}. ${cta}`,
      at ? `${name}${at}: ${offer}.` : null,
      `${name}: ${offer}. ${cta}`,
      place ? `${Offer} in ${place}. ${cta}` : null,
      place ? `${Offer} in ${place}.` : null,
      `${name}: ${offer}.`,
      `${Offer}. ${cta}`,
    ],
    rules,
  );
  // A town has surrounds; a province or a country does not. Several places are named together where they fit.
  const surrounds = location?.includes(',') ? ' and surrounds' : '';
  const serving = firstUsable(
    'description',
    [
      others.length ? `Proudly serving ${listed(places)}. ${cta}` : null,
      others.length ? `Proudly serving ${listed(places)}.` : null,
      place ? `Proudly serving ${place}${surrounds}. ${cta}` : null,
    ],
    rules,
  );
  // Spare texts, offered only when the ad needs them to say each thing once: the offer without the name
  // (which the first headline already says), each sentence of the trade's texts on its own, and text that suits any business.
  const sentences = (text: string) => (text.match(/[^.!?]+[.!?]/g) ?? []).map((t) => t.trim());
  const spare = [
    place ? `${Offer} in ${place}.` : null,
    `${Offer}. ${cta}`,
    `${Offer}.`,
    ...trade.descriptions.flatMap((d) => {
      const parts = sentences(d);
      return parts.length > 1 ? parts.filter((part) => part.split(' ').length >= 4) : [];
    }),
    ...(known ? GENERAL_TRADE.descriptions : []),
  ];
  const descriptions = [intro, ...trade.descriptions, serving];
  const spareHeadlines = known ? GENERAL_TRADE.headlines : [];

  const wheres = places.map((p) => p.toLowerCase());
  const phrases = known ? trade.keywords : business.topic.length ? [business.topic.join(' ')] : [];
  // The first phrase in every chosen place comes first, so that the plan's limit never leaves a place out.
  const keywords = [
    ...phrases
      .slice(0, 3)
      .flatMap((k, i) => [...wheres.map((w) => `${k} ${w}`), `${k} near me`, k, i === 0 ? brandKeyword(name, rules) : null]),
    ...phrases.slice(3),
  ];
  const lists = sanitizeSuggestions({ keywords }, { ...rules, keywordLimit });
  const usable = (kind: 'headline' | 'description', texts: (string | null)[]) =>
    sanitizeAdTexts(kind, texts, OFFLINE_POOL[`${kind}s`], rules);
  const pool = {
    headlines: usable('headline', [...headlines, ...spareHeadlines]),
    descriptions: usable('description', [...descriptions, ...spare]),
  };
  const main = new Set([...usable('headline', headlines), ...usable('description', descriptions)]);
  // The ad is chosen from every text; besides it, the main texts are offered (a spare one only in the ad), as many as the wizard shows.
  const ad = composeAd(pool, undefined, OFFLINE_POOL);
  const offered = (picked: string[], all: string[], limit: number) =>
    [...picked, ...all.filter((t) => !picked.includes(t) && main.has(t))].slice(0, limit);
  lists.headlines = offered(ad.headlines, pool.headlines, AD_TEXT_LIMITS.headlines);
  lists.descriptions = offered(ad.descriptions, pool.descriptions, AD_TEXT_LIMITS.descriptions);
  lists.negative_keywords = sanitizeSuggestions({ negative_keywords: excludable(trade.negatives, lists.keywords) }).negative_keywords;
  return lists;
}

/**
 * Answers the same suggestions for the same business every time, without any network: the name read
 * from the website when the owner gave none, the text of its trade, and the chosen place (or text that
 * needs none). Everything is held to Google's text rules by the contract's sanitizer.
 */
export function offlineSuggester(): Suggester {
  return {
    name: 'offline',
    async suggest(input) {
      // "Use all suggestions" (and anyone taking the first three and two) gets an ad that says each thing once.
      const understood = await understand(input);
      return answer(offlineLists(understood), understood.question);
    },
  };
}

interface ChatAnswer {
  choices?: { message?: { content?: string } }[];
}

/** The rules of the contract, in words a language model follows. */
function chatInstructions(keywordLimit: number): string {
  const L = AD_TEXT_LIMITS;
  return [
    'You write Google search ads for small businesses. Answer JSON only:',
    `{"headlines": [${L.headlines} strings], "descriptions": [${L.descriptions} strings], "keywords": [up to ${keywordLimit} strings], "negative_keywords": [up to ${L.negativeKeywords} strings]}.`,
    `Headlines: at most ${L.headlineMax} characters each, no exclamation mark.`,
    `Descriptions: at most ${L.descriptionMax} characters each, at most one exclamation mark.`,
    'No two alike (ignoring case). No word in capitals except acronyms of up to three letters (SA, DIY). Never repeat punctuation ("!!", "??", "...").',
    'Name the place given, or write text that needs no place: never a placeholder such as "Your Area", "[City]" or "Your Business".',
    'Offer what this trade offers: "free quote" only for trades that quote before the work (builders, plumbers, electricians).',
    `Keywords: lower-case phrases people type into Google (e.g. "bakery cape town", "birthday cakes near me"), at most ${L.keywordWordsMax} words, never a web address or the website name run together.`,
    'Keep a possessive with its word ("sipho\'s pies", never "s pies"). Name every place given in some keyword.',
    'When told what the business sells, write about that; otherwise about its trade.',
    'negative_keywords: words or short phrases that searchers who will not buy type, chosen for this trade (such as "free", "jobs", "salary", "diy" or "course"); never a word the business needs.',
  ].join('\n');
}

/** Appends to `list` the items of `more` that are not in it yet, up to `limit`. */
function topUp(list: string[], more: string[], limit: number): string[] {
  const seen = new Set(list.map(adTextKey));
  const out = [...list];
  for (const item of more) {
    if (out.length >= limit) break;
    if (!seen.has(adTextKey(item))) {
      seen.add(adTextKey(item));
      out.push(item);
    }
  }
  return out;
}

/** Whether a keyword names the place, as whole words ("pies rosebank" names Rosebank, "rosebanks" does not). */
const names = (keyword: string, place: string) => ` ${keyword} `.includes(` ${place.toLowerCase()} `);

/**
 * A language model's answer held to what the offline suggester keeps to: the text rules (the sanitizer,
 * which also drops a possessive cut in two), too few usable lines topped up from the offline lists, every
 * chosen place named in some keyword, and no more keywords than the plan takes.
 */
function checkedChatAnswer(content: Record<string, unknown>, understood: Understanding, offline: SuggestionLists): SuggestionLists {
  const { trade, places, rules, keywordLimit } = understood;
  const result = sanitizeSuggestions(content, { ...rules, keywordLimit });
  if (result.headlines.length === 0 && result.descriptions.length === 0) throw new Error('no usable suggestions');
  result.headlines = result.headlines.length < 3 ? topUp(result.headlines, offline.headlines, 5) : result.headlines;
  result.descriptions = result.descriptions.length < 2 ? topUp(result.descriptions, offline.descriptions, 3) : result.descriptions;
  if (result.keywords.length === 0) result.keywords = offline.keywords;
  const unnamed = places.filter((p) => !result.keywords.some((k) => names(k, p)));
  const forPlaces = unnamed.flatMap((p) => offline.keywords.find((k) => names(k, p)) ?? []);
  result.keywords = [...result.keywords.slice(0, Math.max(keywordLimit - forPlaces.length, 0)), ...forPlaces].slice(0, keywordLimit);
  result.negative_keywords = result.negative_keywords.length
    ? excludable(result.negative_keywords, result.keywords)
    : sanitizeSuggestions({ negative_keywords: excludable(trade.negatives, result.keywords) }).negative_keywords;
  return leadWithComposedAd(result);
}

/**
 * An OpenAI-compatible chat completions API, told the same rules; whatever it answers goes through the
 * same checks (checkedChatAnswer). An outage or an unusable answer falls back to the offline suggester,
 * so the wizard always gets help; either way the answer asks what the business sells when nothing says.
 */
export function chatSuggester(options: {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  log?: (msg: string) => void;
}): Suggester {
  return {
    name: 'chat',
    async suggest(input) {
      const understood = await understand(input);
      const offline = offlineLists(understood);
      const { business, trade, places, question } = understood;
      try {
        const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15000),
          body: JSON.stringify({
            model: options.model,
            temperature: 0.7,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: chatInstructions(understood.keywordLimit) },
              {
                role: 'user',
                content: [
                  `Business: ${business.name}`,
                  `Website: ${input.url}`,
                  `Trade: ${trade.label || input.category || 'unknown'}`,
                  ...(input.sells?.trim() ? [`Sells: ${input.sells.trim()}`] : []),
                  places.length ? `Place: ${places.join('; ')}` : 'Place: none given (write text that needs no place)',
                ].join('\n'),
              },
            ],
          }),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const reply = (await response.json()) as ChatAnswer;
        const content = JSON.parse(reply.choices?.[0]?.message?.content ?? '{}') as Record<string, unknown>;
        return answer(checkedChatAnswer(content, understood, offline), question);
      } catch (error) {
        options.log?.(`AI suggestions fell back to offline: ${String(error)}`);
        return answer(offline, question);
      }
    },
  };
}

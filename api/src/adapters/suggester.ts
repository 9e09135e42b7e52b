import { DESCRIPTION_MAX, HEADLINE_MAX, type AiSuggestions } from '@adlaunch/shared';

export interface SuggestionInput {
  url: string;
  businessName: string | null;
  /** The first chosen location's name, e.g. "Cape Town, Western Cape". */
  location: string | null;
}

export interface Suggester {
  readonly name: string;
  suggest(input: SuggestionInput): Promise<AiSuggestions>;
}

const KEYWORD_MAX = 80;
const COMPANY_WORDS = new Set([
  'pty',
  'ltd',
  'cc',
  'inc',
  'llc',
  'the',
  'and',
  'co',
  'company',
  'group',
  'sa',
  'www',
  'com',
  'za',
  'org',
  'net',
  'http',
  'https',
]);

/**
 * Words that bring searchers who will not buy, by trade: people looking for work ("jobs", "salary"),
 * to learn the trade ("course"), to do it themselves ("diy") or for something free.
 */
const NEGATIVE_BY_TRADE: { trade: RegExp; words: string[] }[] = [
  {
    trade: /plumb|electric|build|roof|paint|handyman|locksmith|mechanic|repair|install|tiling|tiler|carpent|pest|fenc|weld|aircon|solar/,
    words: ['free', 'jobs', 'salary', 'diy', 'course', 'apprenticeship', 'how to', 'second hand'],
  },
  { trade: /clean|garden|landscap|pool|laundry/, words: ['free', 'jobs', 'salary', 'diy', 'course', 'how to', 'recipe'] },
  {
    trade: /law|legal|attorney|lawyer|account|tax|bookkeep|consult|insur/,
    words: ['free', 'jobs', 'salary', 'course', 'template', 'pdf', 'definition'],
  },
  { trade: /restaurant|cafe|coffee|bak|cater|food|pizza|grill|kitchen/, words: ['jobs', 'salary', 'recipe', 'how to make', 'course'] },
  { trade: /salon|hair|beauty|nail|spa|barber|makeup|lash/, words: ['jobs', 'salary', 'course', 'diy', 'tutorial', 'at home'] },
  { trade: /dentist|dental|doctor|clinic|physio|medical|vet/, words: ['jobs', 'salary', 'course', 'free', 'home remedy', 'symptoms'] },
];
const NEGATIVE_DEFAULT = ['free', 'jobs', 'salary', 'course', 'diy'];

/** Words to exclude that fit the business's trade (the general list when the trade is not recognised). */
export function negativeKeywordsFor(topic: string): string[] {
  const text = topic.toLowerCase();
  return NEGATIVE_BY_TRADE.find((entry) => entry.trade.test(text))?.words ?? NEGATIVE_DEFAULT;
}

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function unique(list: string[], max: number, limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const item = clean(raw);
    const key = item.toLowerCase();
    if (!item || item.length > max || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === limit) break;
  }
  return out;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .split('/')[0];
  }
}

/** Answers the same suggestions for the same business every time, without any network. */
export function offlineSuggester(): Suggester {
  return {
    name: 'offline',
    async suggest({ url, businessName, location }) {
      const host = hostOf(url);
      const fromHost = titleCase(host.split('.')[0].replace(/[-_]+/g, ' '));
      const name = clean(businessName || fromHost) || 'Your Business';
      const words = name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w && !COMPANY_WORDS.has(w));
      // "Sipho Plumbing" -> "plumbing": the first word of a longer name is usually the owner's name.
      const topic = (words.length > 1 ? words.slice(1) : words).join(' ') || 'local services';
      const city = clean((location ?? '').split(',')[0]) || null;
      const where = city ?? 'Your Area';

      const headlines = unique(
        [
          name,
          `${name} in ${where}`,
          `${titleCase(topic)} in ${where}`,
          `Trusted ${titleCase(topic)}`,
          `${titleCase(topic)} You Can Trust`,
          'Get a Free Quote Today',
          'Call Us Today',
          `Visit ${host}`,
        ],
        HEADLINE_MAX,
        5,
      );
      const descriptions = unique(
        [
          `${name} offers reliable ${topic} in ${where}. Get in touch today for a free quote.`,
          `Looking for ${topic} in ${where}? ${name} is ready to help. Visit ${host}.`,
          `Friendly, professional ${topic} at fair prices. Contact ${name} today.`,
          `Reliable ${topic} at fair prices. Contact us today for a free quote.`,
          'Friendly local service at fair prices. Contact us today.',
          'Quality work, honest quotes and a team that cares. Get in touch today.',
        ],
        DESCRIPTION_MAX,
        3,
      );
      const keywords = unique(
        [
          topic,
          `${topic} ${city?.toLowerCase() ?? ''}`,
          `${topic} near me`,
          `best ${topic}`,
          `affordable ${topic}`,
          name.toLowerCase(),
          host,
        ],
        KEYWORD_MAX,
        8,
      );
      const negative_keywords = unique(negativeKeywordsFor(`${topic} ${name}`), KEYWORD_MAX, 10);
      return { headlines, descriptions, keywords, negative_keywords };
    },
  };
}

interface ChatAnswer {
  choices?: { message?: { content?: string } }[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * An OpenAI-compatible chat completions API. Anything it answers is checked against the limits;
 * an unusable answer or an outage falls back to the offline suggester, so the wizard always gets help.
 */
export function chatSuggester(options: {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  log?: (msg: string) => void;
}): Suggester {
  const fallback = offlineSuggester();
  return {
    name: 'chat',
    async suggest(input) {
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
              {
                role: 'system',
                content: `You write search ads for small businesses. Answer JSON only: {"headlines": [5 strings of at most ${HEADLINE_MAX} characters], "descriptions": [3 strings of at most ${DESCRIPTION_MAX} characters], "keywords": [8 short search phrases], "negative_keywords": [up to 8 words or short phrases to exclude, chosen for this trade, that searchers who will not buy type, such as "free", "jobs", "salary", "diy" or "course"; never a word the business needs]}.`,
              },
              {
                role: 'user',
                content: `Business: ${input.businessName ?? 'unknown'}\nWebsite: ${input.url}\nLocation: ${input.location ?? 'unknown'}`,
              },
            ],
          }),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const answer = (await response.json()) as ChatAnswer;
        const content = JSON.parse(answer.choices?.[0]?.message?.content ?? '{}') as Record<string, unknown>;
        const result = {
          headlines: unique(strings(content.headlines), HEADLINE_MAX, 5),
          descriptions: unique(strings(content.descriptions), DESCRIPTION_MAX, 3),
          keywords: unique(strings(content.keywords), KEYWORD_MAX, 10),
          negative_keywords: unique(strings(content.negative_keywords), KEYWORD_MAX, 10),
        };
        if (result.headlines.length < 3 || result.descriptions.length < 2) throw new Error('too few usable suggestions');
        if (result.negative_keywords.length === 0) {
          const keywordText = result.keywords.join(' ');
          // A keyword the model proposed is never also proposed as a word to exclude.
          result.negative_keywords = negativeKeywordsFor(`${input.businessName ?? ''} ${keywordText}`).filter(
            (word) => !keywordText.toLowerCase().includes(word),
          );
        }
        return result;
      } catch (error) {
        options.log?.(`AI suggestions fell back to offline: ${String(error)}`);
        return fallback.suggest(input);
      }
    },
  };
}

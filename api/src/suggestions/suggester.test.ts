import type { AiSuggestions } from '@adlaunch/shared';
import { DESCRIPTION_MAX, HEADLINE_MAX, searchPlan } from '@adlaunch/shared';
import {
  AD_TEXT_LIMITS,
  adRepeats,
  adTextKey,
  checkAdText,
  composeAd,
  keywordSuggestionLimit,
  SUGGESTION_QUESTIONS,
} from '@adlaunch/shared/suggestions';
import { startFakeServer } from '../testing/fake-server';
import { hostOf, readBusiness } from './business-words';
import { chatSuggester, negativeKeywordsFor, offlineSuggester, type SuggestionInput } from './suggester';
import { GENERAL_TRADE, TRADES } from './trades';

interface Case {
  url: string;
  businessName?: string;
  location?: string;
  category?: string;
  /** The name the ad prints. */
  name: string;
  /** The trade's label ('' for a trade we cannot tell). */
  trade: string;
}

const CASES: Case[] = [
  { url: 'siphosbakery.co.za', location: 'Cape Town, Western Cape', name: "Sipho's Bakery", trade: 'Bakery' },
  { url: 'https://www.capetownyogastudio.com/classes', name: 'Cape Town Yoga Studio', trade: 'Yoga Studio' },
  { url: 'green-leaf-plumbing.co.za', location: 'Durban, KwaZulu-Natal', name: 'Green Leaf Plumbing', trade: 'Plumber' },
  { url: 'joburgdentalcare.co.za', location: 'Johannesburg, Gauteng', name: 'Joburg Dental Care', trade: 'Dentist' },
  { url: 'thabosautorepairs.co.za', location: 'Soweto, Gauteng', name: "Thabo's Auto Repairs", trade: 'Mechanic' },
  { url: 'bestbuildersdurban.co.za', location: 'Durban, KwaZulu-Natal', name: 'Best Builders Durban', trade: 'Builder' },
  { url: 'lindiwe-hair-salon.com', name: 'Lindiwe Hair Salon', trade: 'Hair Salon' },
  { url: 'brooklynpizzaco.com', location: 'Brooklyn, New York', name: 'Brooklyn Pizza Co', trade: 'Pizzeria' },
  { url: 'londonlocksmith24.co.uk', location: 'London, England', name: 'London Locksmith 24', trade: 'Locksmith' },
  { url: 'sydneydogwalkers.com.au', location: 'Sydney, New South Wales', name: 'Sydney Dog Walkers', trade: 'Dog Walker' },
  { url: 'nomsacleaning.co.za', location: 'Pretoria, Gauteng', name: 'Nomsa Cleaning', trade: 'Cleaning Service' },
  { url: 'pretoriaelectricians.co.za', location: 'Pretoria, Gauteng', name: 'Pretoria Electricians', trade: 'Electrician' },
  { url: 'zanelesflowers.co.za', name: "Zanele's Flowers", trade: 'Florist' },
  { url: 'kwazulunatalpainters.co.za', location: 'KwaZulu-Natal', name: 'KwaZulu-Natal Painters', trade: 'Painter' },
  { url: 'mikesmechanics.com', name: "Mike's Mechanics", trade: 'Mechanic' },
  { url: 'sandtonphysio.co.za', location: 'Sandton, Gauteng', name: 'Sandton Physio', trade: 'Physiotherapist' },
  { url: 'umhlangadentist.co.za', name: 'Umhlanga Dentist', trade: 'Dentist' },
  { url: 'stellenboschguesthouse.co.za', location: 'Stellenbosch, Western Cape', name: 'Stellenbosch Guest House', trade: 'Guest House' },
  { url: 'bobsburgers.com', name: "Bob's Burgers", trade: 'Restaurant' },
  { url: 'torontotutors.ca', location: 'Toronto, Ontario', name: 'Toronto Tutors', trade: 'Tutor' },
  { url: 'aucklandphoto.co.nz', name: 'Auckland Photo', trade: 'Photographer' },
  { url: 'dublinflorist.ie', location: 'Dublin, Leinster', name: 'Dublin Florist', trade: 'Florist' },
  { url: 'nairobiitservices.co.ke', name: 'Nairobi IT Services', trade: 'IT Support' },
  { url: 'manchestercleaners.co.uk', location: 'Manchester, England', name: 'Manchester Cleaners', trade: 'Cleaning Service' },
  { url: 'melbournevet.com.au', name: 'Melbourne Vet', trade: 'Vet' },
  { url: 'thandisnails.co.za', location: 'Soweto, Gauteng', name: "Thandi's Nails", trade: 'Nail Salon' },
  { url: 'bloemfonteindentist.co.za', name: 'Bloemfontein Dentist', trade: 'Dentist' },
  { url: 'portelizabethaccountants.co.za', location: 'Gqeberha, Eastern Cape', name: 'Port Elizabeth Accountants', trade: 'Accountant' },
  { url: 'ekasicarwash.co.za', name: 'Ekasi Car Wash', trade: 'Car Wash' },
  { url: 'mzansiroofing.co.za', location: 'South Africa', name: 'Mzansi Roofing', trade: 'Roofer' },
  { url: 'soweto-shisanyama.co.za', location: 'Soweto, Gauteng', name: 'Soweto Shisanyama', trade: 'Restaurant' },
  { url: 'gardenspa.co.za', name: 'Garden Spa', trade: 'Day Spa' },
  { url: 'charlesplumbing.co.uk', name: 'Charles Plumbing', trade: 'Plumber' },
  { url: 'smithandsonsbuilders.co.uk', name: 'Smith and Sons Builders', trade: 'Builder' },
  { url: 'durbanpestcontrol.co.za', location: 'Durban, KwaZulu-Natal', name: 'Durban Pest Control', trade: 'Pest Control' },
  { url: 'eastlondongym.co.za', name: 'East London Gym', trade: 'Gym' },
  { url: 'a1plumbing.co.za', name: 'A1 Plumbing', trade: 'Plumber' },
  { url: 'happypies.co.za', location: 'Rosebank, Gauteng', name: 'Happy Pies', trade: 'Pie Shop' },
  // Words that end in a trade's word are not that trade ("therapies" is no pie shop).
  { url: 'capetowntherapies.co.za', name: 'Cape Town Therapies', trade: '' },
  { url: 'sydneypuppies.com', name: 'Sydney Puppies', trade: '' },
  // The owner's own name wins, unless it only repeats the website.
  { url: 'sipho.co.za', businessName: 'Sipho Plumbing', location: 'Cape Town, Western Cape', name: 'Sipho Plumbing', trade: 'Plumber' },
  { url: 'lungi.co.za', businessName: 'Lungi Coffee Shop', name: 'Lungi Coffee Shop', trade: 'Cafe' },
  { url: 'sipho.co.za', businessName: "Sipho's Pies", location: 'Rosebank, Gauteng', name: "Sipho's Pies", trade: 'Pie Shop' },
  { url: 'mikes.co.za', businessName: 'Mike’s Mechanics', name: 'Mike’s Mechanics', trade: 'Mechanic' },
  { url: 'siphosbakery.co.za', businessName: 'siphosbakery', name: "Sipho's Bakery", trade: 'Bakery' },
  { url: 'siphosbakery.co.za', businessName: 'siphosbakery.co.za', name: "Sipho's Bakery", trade: 'Bakery' },
  { url: 'xyz.co.za', businessName: 'THE BEST BAKERY!!', location: 'Cape Town, Western Cape', name: 'THE BEST BAKERY!!', trade: 'Bakery' },
  // The profile's category tells the trade a name does not.
  { url: 'sipho.co.za', category: 'Veterinarian', location: 'Polokwane, Limpopo', name: 'Sipho', trade: 'Vet' },
  { url: 'acme.com', name: 'Acme', trade: '' },
  {
    url: 'x.io',
    businessName: 'The Extraordinarily Long Named Business Company Of Greater Johannesburg',
    name: 'The Extraordinarily Long Named Business Company Of Greater Johannesburg',
    trade: '',
  },
];

const inputOf = (c: Case): SuggestionInput => ({
  url: /^https?:/.test(c.url) ? c.url : `http://${c.url}`,
  businessName: c.businessName ?? null,
  location: c.location ?? null,
  category: c.category ?? null,
});

const tradeOf = (label: string) => (label ? TRADES.find((t) => t.label === label)! : GENERAL_TRADE);

/** Every rule a suggestion keeps (ad text rules, no repeats, no placeholders, the place and trade named), checked on one answer. */
function expectGoodAd(s: AiSuggestions, c: Case, runTogether: string[]) {
  const rules = { runTogether };
  const place = c.location?.split(',')[0];
  // Enough to fill the details step's three headlines and two descriptions.
  expect(s.headlines.length).toBeGreaterThanOrEqual(3);
  expect(s.descriptions.length).toBeGreaterThanOrEqual(2);
  for (const h of s.headlines) expect([h, checkAdText('headline', h, rules)]).toEqual([h, []]);
  for (const d of s.descriptions) expect([d, checkAdText('description', d, rules)]).toEqual([d, []]);
  for (const k of [...s.keywords, ...(s.negative_keywords ?? [])]) expect([k, checkAdText('keyword', k, rules)]).toEqual([k, []]);
  // No duplicates, whatever the case or punctuation.
  for (const list of [s.headlines, s.descriptions, s.keywords]) expect(new Set(list.map(adTextKey)).size).toBe(list.length);
  const text = [...s.headlines, ...s.descriptions].join('\n');
  const all = [text, ...s.keywords].join('\n').toLowerCase();
  // Never a placeholder, the website address, or its name run together.
  expect(all).not.toMatch(/your area|your city|your business|\[|\{/);
  expect(all).not.toContain(hostOf(c.url));
  for (const word of runTogether) expect(all).not.toMatch(new RegExp(`\\b${word}\\b`));
  // "Free quote" only for a trade that quotes before the work.
  if (!tradeOf(c.trade).quote) expect(text).not.toMatch(/free quote/i);
  // The chosen place is named; without one nothing needs it.
  if (place) {
    expect(text).toContain(place);
    if (c.trade) expect(s.keywords).toContain(`${tradeOf(c.trade).keywords[0]} ${place.toLowerCase()}`);
  } else expect(text).not.toMatch(/ in (Your|the Area|Town)\b/);
  if (c.trade) expect(s.keywords).toContain(`${tradeOf(c.trade).keywords[0]} near me`);
  // Words to exclude never block a keyword.
  for (const n of s.negative_keywords ?? []) {
    for (const k of s.keywords) expect(n.split(' ').every((w) => k.split(' ').includes(w))).toBe(false);
  }
}

describe('the offline suggester, over varied businesses', () => {
  it('has at least 30 of them, SA and international, run together and hyphenated', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(CASES.filter((c) => c.url.includes('.co.za')).length).toBeGreaterThanOrEqual(15);
    expect(CASES.filter((c) => !c.url.includes('.za')).length).toBeGreaterThanOrEqual(10);
    expect(CASES.filter((c) => /-/.test(hostOf(c.url))).length).toBeGreaterThanOrEqual(3);
  });

  const title = (c: Case) =>
    `${c.url}${c.businessName ? ` named "${c.businessName}"` : ''}${c.location ? ` in ${c.location}` : ''}${c.category ? ` (${c.category})` : ''} reads as "${c.name}", ${c.trade || 'no known trade'}, and keeps every rule`;
  it.each(CASES.map((c) => [title(c), c] as const))('%s', async (_, c) => {
    const input = inputOf(c);
    const business = await readBusiness(input);
    const s = await offlineSuggester().suggest(input);
    // The same answer every time.
    expect(await offlineSuggester().suggest(input)).toEqual(s);
    expectGoodAd(s, c, business.runTogether);
    expect(business.name).toBe(c.name);
    const printed = c.name === 'THE BEST BAKERY!!' ? 'The Best Bakery' : c.name;
    if (printed.length <= 30) expect(s.headlines[0]).toBe(printed);
    const trade = tradeOf(c.trade);
    if (c.trade) expect(s.headlines).toEqual(expect.arrayContaining(trade.headlines.slice(0, 2)));
    expect(s.negative_keywords).toEqual(expect.arrayContaining(trade.negatives.filter((n) => !s.keywords.some((k) => k.includes(n)))));
  });

  it('writes what suits the trade: a bakery gets cakes, a plumber call-outs and a free quote', async () => {
    const bakery = await offlineSuggester().suggest(inputOf(CASES[0]));
    expect(bakery.headlines[0]).toBe("Sipho's Bakery");
    expect(bakery.headlines).toEqual(expect.arrayContaining(['Bakery in Cape Town', 'Order a Cake Today']));
    expect(bakery.descriptions).toContain("Sipho's Bakery in Cape Town: fresh bread, pastries and custom cakes. Order a cake today.");
    expect(bakery.keywords).toEqual(expect.arrayContaining(['bakery cape town', 'birthday cakes near me', 'cake shop']));
    expect([...bakery.headlines, ...bakery.descriptions].join(' ')).not.toMatch(/quote/i);

    const plumber = await offlineSuggester().suggest(inputOf(CASES[2]));
    expect(plumber.headlines).toEqual(
      expect.arrayContaining(['Green Leaf Plumbing', 'Plumber in Durban', 'Same-Day Call-Outs', 'Get a Free Quote']),
    );
    expect(plumber.keywords).toEqual(expect.arrayContaining(['plumber durban', 'emergency plumber near me']));
  });

  // "Use all suggestions" once built an ad that read "…custom cakes. Custom cakes for…".
  it('leads with an ad (three headlines, two descriptions) that repeats no phrase, and as few words as the texts allow', async () => {
    for (const c of CASES) {
      const s = await offlineSuggester().suggest(inputOf(c));
      const led = [...s.headlines.slice(0, 3), ...s.descriptions.slice(0, 2)];
      expect(composeAd(s)).toEqual({ headlines: s.headlines.slice(0, 3), descriptions: s.descriptions.slice(0, 2) });
      if (c.url === 'siphosbakery.co.za') expect(adRepeats(led).phrases).toEqual([]);
    }
  });

  it('needs no place when none is chosen', async () => {
    const s = await offlineSuggester().suggest({ url: 'http://siphosbakery.co.za', businessName: null, location: null });
    expect(s.headlines[0]).toBe("Sipho's Bakery");
    expect(s.headlines).toContain('Order a Cake Today');
    expect(s.descriptions).toContain("Sipho's Bakery: fresh bread, pastries and custom cakes. Order a cake today.");
    expect(s.keywords).toEqual(expect.arrayContaining(['bakery near me', 'bakery']));
    expect([...s.headlines, ...s.descriptions].join(' ')).not.toMatch(/ in [A-Z]/);
  });
});

// The ad that "Use all suggestions" builds is the owner's first draft: it says each thing once, whatever the trade.
describe('"Use all suggestions" for every trade', () => {
  const squashed = (term: string) => term.toLowerCase().replace(/[^a-z]/g, '');
  const inputsFor = (trade: (typeof TRADES)[number]) => {
    const category = trade.category ?? trade.label;
    return [
      // The name read from a website that holds the trade's word, with a place and without one.
      { url: `http://sipho${squashed(trade.match[0])}.co.za`, businessName: null, location: 'Cape Town, Western Cape', category },
      { url: `http://sipho${squashed(trade.match[0])}.co.za`, businessName: null, location: null, category },
      // The owner's own business name, with a place, without one, and one that holds the place.
      { url: 'http://sipho.co.za', businessName: `Sipho's ${trade.label}`, location: 'Durban, KwaZulu-Natal', category },
      { url: 'http://sipho.co.za', businessName: `Sipho's ${trade.label}`, location: null, category },
      { url: 'http://sipho.co.za', businessName: `Soweto ${trade.label}`, location: 'Soweto, Gauteng', category },
    ];
  };

  it.each(TRADES.map((trade) => [trade.label, trade] as const))(
    '%s: three headlines and two descriptions, no word or phrase twice',
    async (label, trade) => {
      for (const input of inputsFor(trade)) {
        const s = await offlineSuggester().suggest(input);
        const ad = composeAd(s);
        const where = `${label}, "${input.businessName ?? input.url}" in ${input.location ?? 'no place'}`;
        expect([where, ad.headlines.length, ad.descriptions.length]).toEqual([where, 3, 2]);
        expect([where, adRepeats([...ad.headlines, ...ad.descriptions])]).toEqual([where, { phrases: [], words: [] }]);
        // The offered lists lead with that ad, within what the wizard offers.
        expect(s.headlines.slice(0, 3)).toEqual(ad.headlines);
        expect(s.descriptions.slice(0, 2)).toEqual(ad.descriptions);
        expect(s.headlines.length).toBeLessThanOrEqual(AD_TEXT_LIMITS.headlines);
        expect(s.descriptions.length).toBeLessThanOrEqual(AD_TEXT_LIMITS.descriptions);
      }
    },
  );

  it('covers every trade of the table, and a business whose trade we cannot tell', async () => {
    expect(new Set(TRADES.map((t) => t.label)).size).toBe(TRADES.length);
    for (const location of ['Cape Town, Western Cape', null]) {
      const s = await offlineSuggester().suggest({ url: 'http://acme.com', businessName: null, location });
      const ad = composeAd(s);
      expect([ad.headlines.length, ad.descriptions.length]).toEqual([3, 2]);
      expect(adRepeats([...ad.headlines, ...ad.descriptions])).toEqual({ phrases: [], words: [] });
    }
  });
});

// "Sipho's Pies" once gave "s pies rosebank / s pies near me / s pies" and text that suited any business.
describe('names as owners write them, every chosen place, and what a business sells', () => {
  const pies = { url: 'http://sipho.co.za', businessName: "Sipho's Pies", locations: ['Rosebank, Gauteng'] };
  const splitWord = (k: string) => /(^| )s( |$)/.test(k);

  it("reads a possessive and the trade word after it: Sipho's pies, a pie shop", async () => {
    const s = await offlineSuggester().suggest(pies);
    expect(s.keywords).toEqual(expect.arrayContaining(['pies rosebank', 'pie shop near me', "sipho's pies"]));
    expect(s.keywords.filter(splitWord)).toEqual([]);
    expect(s.headlines).toEqual(expect.arrayContaining(["Sipho's Pies", 'Pie Shop in Rosebank']));
    expect(s.descriptions.join(' ')).toMatch(/pies|pastry/i);
    expect(s.question).toBeUndefined();
  });

  it('names every chosen location in the keywords, within the plan, and the ad names them where they fit', async () => {
    const towns = ['Rosebank', 'Sandton', 'Soweto', 'Midrand', 'Randburg', 'Fourways'];
    const s = await offlineSuggester().suggest({ ...pies, locations: towns.map((town) => `${town}, Gauteng`) });
    for (const town of towns) expect(s.keywords).toContain(`pies ${town.toLowerCase()}`);
    expect(s.keywords.length).toBeLessThanOrEqual(keywordSuggestionLimit());
    expect(keywordSuggestionLimit('low')).toBeLessThanOrEqual(searchPlan('low').keywordsMax);
    const two = await offlineSuggester().suggest({ ...pies, locations: ['Rosebank, Gauteng', 'Sandton, Gauteng'] });
    expect(two.headlines).toEqual(expect.arrayContaining(['Pie Shop in Rosebank', 'Pie Shop in Sandton']));
    expect(two.descriptions).toContain('Proudly serving Rosebank and Sandton. Order yours today.');
    for (const h of two.headlines) expect(h.length).toBeLessThanOrEqual(HEADLINE_MAX);
    for (const d of two.descriptions) expect(d.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('asks what the business sells when nothing says, and writes for the answer', async () => {
    const lerato = { url: 'http://lerato.co.za', businessName: 'Lerato & Co', locations: ['Rosebank, Gauteng'] };
    const general = await offlineSuggester().suggest(lerato);
    expect(general.question).toBe(SUGGESTION_QUESTIONS.sells);
    const candles = await offlineSuggester().suggest({ ...lerato, sells: 'Scented candles and gifts' });
    expect(candles.question).toBeUndefined();
    expect(candles.keywords).toEqual(expect.arrayContaining(['scented candles rosebank', 'gifts near me', 'lerato & co']));
    expect(candles.headlines).toContain('Scented Candles in Rosebank');
    expect(candles.descriptions).toContain('Lerato & Co in Rosebank: scented candles and gifts. Get in touch today.');
    // An answer that names a trade we know gets that trade's text.
    const told = await offlineSuggester().suggest({ ...lerato, sells: 'meat pies' });
    expect(told.headlines).toContain('Pie Shop in Rosebank');
    // A trade the name or category says is not asked about.
    expect((await offlineSuggester().suggest({ ...lerato, category: 'Florist' })).question).toBeUndefined();
  });

  it('holds a language model to the same: no split possessive, every place, the plan limit, the question', async () => {
    const content = {
      headlines: ['Hot Pies Daily', 'Steak Pies Baked Fresh', 'Pies for the Office'],
      descriptions: ['Hot steak and chicken pies every morning.', 'Trays of pies for meetings and parties.'],
      keywords: ['s pies rosebank', 's pies near me', 'Sipho’s Pies', ...Array.from({ length: 30 }, (_, i) => `pie ${i + 1}`)],
    };
    const fake = await startFakeServer(() => ({ body: { choices: [{ message: { content: JSON.stringify(content) } }] } }));
    try {
      const chat = chatSuggester({ apiKey: 'k', baseUrl: fake.url, model: 'm' });
      const s = await chat.suggest({ ...pies, locations: ['Rosebank, Gauteng', 'Sandton, Gauteng'] });
      expect(s.keywords.filter(splitWord)).toEqual([]);
      expect(s.keywords[0]).toBe("sipho's pies");
      expect(s.keywords.length).toBe(keywordSuggestionLimit());
      expect(s.keywords).toEqual(expect.arrayContaining(['pies rosebank', 'pies sandton']));
      expect(s.question).toBeUndefined();
      const user = (fake.requests[0].body as { messages: { content: string }[] }).messages[1].content;
      expect(user).toContain('Place: Rosebank; Sandton');
      const system = (fake.requests[0].body as { messages: { content: string }[] }).messages[0].content;
      expect(system).toContain(`"keywords": [up to ${keywordSuggestionLimit()} strings]`);

      const lerato = await chat.suggest({ url: 'http://lerato.co.za', businessName: 'Lerato & Co', locations: [] });
      expect(lerato.question).toBe(SUGGESTION_QUESTIONS.sells);
      await chat.suggest({ url: 'http://lerato.co.za', businessName: 'Lerato & Co', sells: 'scented candles' });
      expect((fake.requests[2].body as { messages: { content: string }[] }).messages[1].content).toContain('Sells: scented candles');
    } finally {
      await fake.close();
    }
  });
});

describe('words to exclude in AI suggestions', () => {
  it('the offline suggester proposes words that fit the trade', async () => {
    const plumber = await offlineSuggester().suggest({ url: 'http://sipho.co.za', businessName: 'Sipho Plumbing', location: null });
    expect(plumber.negative_keywords).toEqual(expect.arrayContaining(['free', 'jobs', 'diy', 'course', 'salary']));
    const cafe = await offlineSuggester().suggest({ url: 'http://lungi.co.za', businessName: 'Lungi Coffee Shop', location: null });
    expect(cafe.negative_keywords).toEqual(expect.arrayContaining(['jobs', 'recipe']));
    // A café sells to people who want something for free no less than others: "free" is not excluded there.
    expect(cafe.negative_keywords).not.toContain('free');
    expect(negativeKeywordsFor('something unusual')).toEqual(['free', 'jobs', 'salary', 'course', 'diy']);
  });

  it('the chat suggester asks for them and keeps the usable ones', async () => {
    const content = {
      headlines: ['Emergency Plumber 24/7', 'Same-Day Leak Repairs', 'Licensed Local Plumbers'],
      descriptions: ['Burst pipe? We arrive within the hour.', 'Honest quotes and tidy work.'],
      keywords: ['emergency plumber'],
      negative_keywords: ['plumbing jobs', 'Free', 'free', 7, 'x'.repeat(81)],
    };
    const fake = await startFakeServer(() => ({ body: { choices: [{ message: { content: JSON.stringify(content) } }] } }));
    try {
      const s = await chatSuggester({ apiKey: 'k', baseUrl: fake.url, model: 'm' }).suggest({
        url: 'http://sipho.co.za',
        businessName: 'Sipho Plumbing',
        location: null,
      });
      expect(s.negative_keywords).toEqual(['plumbing jobs', 'free']);
      const body = fake.requests[0].body as { messages: { content: string }[] };
      expect(body.messages[0].content).toContain('"negative_keywords"');
    } finally {
      await fake.close();
    }
  });
});

describe('the chat suggester, held to the same rules', () => {
  it('tells the model the limits and passes its answer through the same sanitizer', async () => {
    // A stand-in for an OpenAI-compatible API on loopback, answering text that breaks every rule.
    const content = {
      headlines: [
        "SIPHO'S BAKERY!!",
        'Bakery in Your Area',
        'Order a Cake Today!',
        'order a cake today',
        'Fresh Bread Baked Daily For Everyone In Town',
        'Visit Siphosbakery',
        'Custom Cakes',
      ],
      descriptions: ['Best cakes in town!!! Order now!', 'Fresh bread daily. Visit us!! Call now!', `${'Cakes '.repeat(16)}.`],
      keywords: [
        'Bakery Cape Town',
        'siphosbakery.co.za',
        'best siphosbakery',
        'www.siphosbakery.co.za',
        'birthday cakes near me',
        'BIRTHDAY CAKES NEAR ME',
      ],
      negative_keywords: ['Jobs', 'jobs', 'bakery', 'recipe!!'],
    };
    const fake = await startFakeServer(() => ({
      body: { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] },
    }));
    try {
      const input = { url: 'http://siphosbakery.co.za', businessName: null, location: 'Cape Town, Western Cape' };
      const s = await chatSuggester({ apiKey: 'k', baseUrl: `${fake.url}/v1`, model: 'm' }).suggest(input);
      expect(s).toEqual({
        headlines: ["Sipho's Bakery", 'Order a Cake Today', 'Custom Cakes'],
        descriptions: ['Best cakes in town! Order now.', 'Fresh bread daily. Visit us! Call now.'],
        keywords: ['bakery cape town', 'birthday cakes near me'],
        negative_keywords: ['jobs', 'recipe'],
      });
      expectGoodAd(s, { url: input.url, name: "Sipho's Bakery", trade: '' }, ['siphosbakery']);

      const body = fake.requests[0].body as { messages: { role: string; content: string }[] };
      const [system, user] = body.messages;
      expect(fake.requests[0].url).toBe('/v1/chat/completions');
      expect(system.content).toContain('at most 30 characters');
      expect(system.content).toContain('at most 90 characters');
      expect(system.content).toContain('no exclamation mark');
      expect(system.content).toContain('"Your Area"');
      expect(system.content).toContain('lower-case');
      expect(user.content).toContain("Business: Sipho's Bakery");
      expect(user.content).toContain('Trade: Bakery');
      expect(user.content).toContain('Place: Cape Town');
    } finally {
      await fake.close();
    }
  });

  it('tops up an answer with too few usable lines from the offline suggester', async () => {
    const content = { headlines: ['GREAT CAKES!!!', 'Bakery in Your Area'], descriptions: ['Cakes!!'], keywords: [] };
    const fake = await startFakeServer(() => ({ body: { choices: [{ message: { content: JSON.stringify(content) } }] } }));
    try {
      const input = { url: 'http://siphosbakery.co.za', businessName: null, location: null };
      const s = await chatSuggester({ apiKey: 'k', baseUrl: fake.url, model: 'm' }).suggest(input);
      const offline = await offlineSuggester().suggest(input);
      expect(s.headlines[0]).toBe('Great Cakes');
      expect(s.headlines).toHaveLength(5);
      expect(offline.headlines).toEqual(expect.arrayContaining(s.headlines.slice(1)));
      expect(s.descriptions).toHaveLength(3);
      expect(s.descriptions).toContain('Cakes!');
      expect(offline.descriptions).toEqual(expect.arrayContaining(s.descriptions.filter((d) => d !== 'Cakes!')));
      expect(s.keywords).toEqual(offline.keywords);
    } finally {
      await fake.close();
    }
  });
});

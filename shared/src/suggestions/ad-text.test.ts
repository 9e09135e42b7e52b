import { AD_TEXT_LIMITS, adRepeats, checkAdText, composeAd, leadWithComposedAd, sanitizeAdText, sanitizeSuggestions } from './ad-text';

describe('checkAdText', () => {
  it('passes text that keeps every rule', () => {
    expect(checkAdText('headline', 'Plumber in Cape Town')).toEqual([]);
    expect(checkAdText('headline', '24/7 Armed Response')).toEqual([]);
    expect(checkAdText('description', 'Burst pipe? We arrive within the hour. Call now!')).toEqual([]);
    expect(checkAdText('keyword', 'birthday cakes near me')).toEqual([]);
  });

  it('holds headlines to 30 characters and descriptions to 90', () => {
    expect(checkAdText('headline', 'x'.repeat(AD_TEXT_LIMITS.headlineMax))).toEqual([]);
    expect(checkAdText('headline', 'x'.repeat(31))).toEqual(['too-long']);
    expect(checkAdText('description', 'x'.repeat(90))).toEqual([]);
    expect(checkAdText('description', 'x'.repeat(91))).toEqual(['too-long']);
  });

  it('allows no "!" in a headline, one in a description, and no repeated punctuation', () => {
    expect(checkAdText('headline', 'Call Now!')).toEqual(['exclamation']);
    expect(checkAdText('description', 'Fresh bread! Great cakes!')).toEqual(['exclamation']);
    expect(checkAdText('description', 'Great cakes!!')).toEqual(['exclamation', 'repeated-punctuation']);
    expect(checkAdText('headline', 'Need a Plumber??')).toEqual(['repeated-punctuation']);
    expect(checkAdText('headline', 'Really?!')).toEqual(['exclamation', 'repeated-punctuation']);
    expect(checkAdText('description', 'Wait for it...')).toEqual(['repeated-punctuation']);
  });

  // Decision: an all-capitals word of up to three letters is an acronym ("SA", "DIY", "BMW", "VAT"),
  // unless it is a common word shouted ("NOW", "BUY"); longer ones shout, but for a few trade acronyms ("CCTV").
  it('refuses words in capitals but keeps short acronyms', () => {
    expect(checkAdText('headline', 'Plumbers in SA')).toEqual([]);
    expect(checkAdText('headline', 'DIY Supplies & BMW Parts')).toEqual([]);
    expect(checkAdText('headline', 'Alarms & CCTV Installed')).toEqual([]);
    expect(checkAdText('headline', 'FREE Delivery')).toEqual(['all-caps']);
    expect(checkAdText('headline', 'BUY NOW')).toEqual(['all-caps']);
    expect(checkAdText('headline', 'BAKERY IN TOWN')).toEqual(['all-caps']);
  });

  // "Sipho's Pies" cut at its apostrophe once gave the keyword "s pies rosebank".
  it('refuses a keyword holding what is left of a word cut at its apostrophe, and keeps a possessive whole', () => {
    expect(checkAdText('keyword', 's pies rosebank')).toEqual(['split-word']);
    expect(checkAdText('keyword', 'sipho s pies')).toEqual(['split-word']);
    expect(checkAdText('keyword', "sipho's pies")).toEqual([]);
    expect(sanitizeAdText('keyword', 'S pies near me')).toBeNull();
    expect(sanitizeAdText('keyword', 'Sipho’s Pies')).toBe("sipho's pies");
    expect(sanitizeAdText('keyword', 'vitamins near me')).toBe('vitamins near me');
  });

  it('refuses placeholders left for someone to fill in', () => {
    expect(checkAdText('headline', 'Plumbers in Your Area')).toEqual(['placeholder']);
    expect(checkAdText('description', 'The best bakers in your area.')).toEqual(['placeholder']);
    expect(checkAdText('headline', '[City] Plumbers')).toEqual(['placeholder']);
    expect(checkAdText('headline', 'Visit Your Business Name')).toEqual(['placeholder']);
    expect(checkAdText('headline', 'Grow Your Business Online')).toEqual([]);
  });

  it('refuses a website name run together', () => {
    const rules = { runTogether: ['siphosbakery'] };
    expect(checkAdText('headline', 'Siphosbakery in Cape Town', rules)).toEqual(['run-together']);
    expect(checkAdText('keyword', 'best siphosbakery', rules)).toEqual(['run-together']);
    expect(checkAdText('headline', "Sipho's Bakery", rules)).toEqual([]);
  });

  it('wants keywords as people type them: lower case, no web address, at most 10 words', () => {
    expect(checkAdText('keyword', 'Bakery Cape Town')).toEqual(['not-lower-case']);
    expect(checkAdText('keyword', 'siphosbakery.co.za')).toEqual(['domain']);
    expect(checkAdText('keyword', 'www.sipho.com bakery')).toEqual(['domain']);
    expect(checkAdText('keyword', 'cakes: best!')).toEqual(['characters']);
    expect(checkAdText('keyword', 'one two three four five six seven eight nine ten eleven')).toEqual(['too-many-words']);
  });
});

describe('sanitizeAdText', () => {
  it('repairs what can be repaired without changing the meaning', () => {
    expect(sanitizeAdText('headline', '  Call   Now!! ')).toBe('Call Now');
    expect(sanitizeAdText('headline', 'FREE Delivery')).toBe('Free Delivery');
    expect(sanitizeAdText('headline', "SIPHO'S BAKERY")).toBe("Sipho's Bakery");
    expect(sanitizeAdText('headline', 'Plumbers in SA')).toBe('Plumbers in SA');
    expect(sanitizeAdText('description', 'Great cakes!!! Order now! Call us!')).toBe('Great cakes! Order now. Call us.');
    expect(sanitizeAdText('description', 'Need a cake?? We bake daily...')).toBe('Need a cake? We bake daily.');
    expect(sanitizeAdText('keyword', 'Birthday Cakes, Near Me')).toBe('birthday cakes near me');
  });

  it('drops what cannot be used', () => {
    expect(sanitizeAdText('headline', 'A headline far too long to be shown')).toBeNull();
    expect(sanitizeAdText('headline', 'Bakery in Your Area')).toBeNull();
    expect(sanitizeAdText('keyword', 'siphosbakery.co.za')).toBeNull();
    expect(sanitizeAdText('keyword', 'best siphosbakery', { runTogether: ['siphosbakery'] })).toBeNull();
    expect(sanitizeAdText('headline', '   ')).toBeNull();
  });
});

describe('sanitizeSuggestions', () => {
  it('keeps the usable, distinct texts of each list, within the counts', () => {
    const s = sanitizeSuggestions({
      headlines: [
        'Order a Cake Today',
        'order a cake today!',
        'ORDER A CAKE TODAY',
        7,
        null,
        ...Array.from({ length: 20 }, (_, i) => `Cake ${i}`),
      ],
      descriptions: 'not a list',
      keywords: ['Bakery', 'bakery', 'bakery near me'],
      negative_keywords: ['Jobs', 'jobs'],
    });
    expect(s.headlines[0]).toBe('Order a Cake Today');
    expect(s.headlines.filter((h) => h.toLowerCase() === 'order a cake today')).toHaveLength(1);
    expect(s.headlines).toHaveLength(AD_TEXT_LIMITS.headlines);
    expect(s.descriptions).toEqual([]);
    expect(s.keywords).toEqual(['bakery', 'bakery near me']);
    expect(s.negative_keywords).toEqual(['jobs']);
  });
});

describe('composeAd ("Use all suggestions")', () => {
  // The example: the first three headlines and two descriptions said "…custom cakes. Custom cakes for…".
  const bakery = {
    headlines: [
      "Sipho's Bakery",
      'Bakery in Cape Town',
      'Custom Cakes in Cape Town',
      'Order a Cake Today',
      'Fresh Bread Baked Daily',
      'Pastries, Pies & More',
      'Proudly Serving Cape Town',
    ],
    descriptions: [
      "Sipho's Bakery in Cape Town: fresh bread, pastries and custom cakes.",
      'Custom cakes for birthdays, weddings and every celebration. Order yours today.',
      'Pop in for something sweet, or pre-order to collect on your way home.',
    ],
  };

  it('finds what an ad says twice: phrases, and words in more than one text (plurals and possessives alike)', () => {
    expect(adRepeats(['Custom Cakes', 'Custom cakes for birthdays'])).toEqual({ phrases: ['custom cake'], words: ['custom', 'cake'] });
    expect(adRepeats(["Sipho's Bakery", 'Bakeries near you', 'Order a cake today'])).toEqual({ phrases: [], words: ['bakery'] });
    expect(adRepeats(['Pastries & Pies', 'Fresh pastry daily'])).toEqual({ phrases: [], words: ['pastry'] });
    // Small words ("in", "and", "your") may come back.
    expect(adRepeats(['Plumber in Durban', 'Leaks fixed in your home and office'])).toEqual({ phrases: [], words: [] });
    // So may pronouns and helping verbs; a different form of a word is another word.
    expect(adRepeats(['We Can Help', 'We can fix it, and we will.', 'Plumbing by a plumber'])).toEqual({ phrases: [], words: [] });
    expect(adRepeats(['Spa Days', 'A day at the spa'])).toEqual({ phrases: [], words: ['spa', 'day'] });
  });

  it('builds an ad with no repeated words or phrases when the suggestions allow one', () => {
    const ad = composeAd(bakery);
    expect(ad.headlines).toHaveLength(3);
    expect(ad.descriptions).toHaveLength(2);
    expect(adRepeats([...ad.headlines, ...ad.descriptions])).toEqual({ phrases: [], words: [] });
    // The first three and two, as they came, repeat themselves.
    expect(adRepeats([...bakery.headlines.slice(0, 3), ...bakery.descriptions.slice(0, 2)]).phrases).toContain('custom cake');
  });

  it('prefers the better-ranked texts among equally varied ads, and repeats a word rather than a phrase', () => {
    expect(composeAd({ headlines: ['One', 'Two', 'Three', 'Four'], descriptions: ['Alpha beta.', 'Gamma delta.', 'Epsilon.'] })).toEqual({
      headlines: ['One', 'Two', 'Three'],
      descriptions: ['Alpha beta.', 'Gamma delta.'],
    });
    const ad = composeAd({
      headlines: ['Garden Design', 'Irrigation', 'Paving'],
      descriptions: ['Garden design and planting.', 'Regular garden care.', 'Lawns kept neat.'],
    });
    expect(adRepeats([...ad.headlines, ...ad.descriptions]).phrases).toEqual([]);
  });

  it('puts the composed ad first in the lists, keeping every suggestion', () => {
    const led = leadWithComposedAd({ ...bakery, keywords: ['bakery'] });
    expect(led.headlines.slice(0, 3)).toEqual(composeAd(bakery).headlines);
    expect(led.descriptions.slice(0, 2)).toEqual(composeAd(bakery).descriptions);
    expect([...led.headlines].sort()).toEqual([...bakery.headlines].sort());
    expect(led.keywords).toEqual(['bakery']);
  });

  it('chooses from more texts than the wizard offers when given a larger pool', () => {
    const lists = {
      headlines: ['Cakes', 'Cake Shop', 'More Cakes', 'Fresh Bread', 'Pies'],
      descriptions: ['Baked daily.', 'Order today.'],
    };
    expect(adRepeats([...composeAd(lists, undefined, { headlines: 3, descriptions: 2 }).headlines]).words).toEqual(['cake']);
    expect(composeAd(lists, undefined, { headlines: 5, descriptions: 2 })).toEqual({
      headlines: ['Cakes', 'Fresh Bread', 'Pies'],
      descriptions: ['Baked daily.', 'Order today.'],
    });
  });

  it('makes do with fewer suggestions than fields', () => {
    expect(composeAd({ headlines: ['Only One'], descriptions: [] })).toEqual({ headlines: ['Only One'], descriptions: [] });
  });
});

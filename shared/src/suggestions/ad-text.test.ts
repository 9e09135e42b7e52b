import { AD_TEXT_LIMITS, checkAdText, sanitizeAdText, sanitizeSuggestions } from './ad-text';

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

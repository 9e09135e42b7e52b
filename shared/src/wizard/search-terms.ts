/** A keyword or competitor is words people search for: it needs a letter or a digit, not only punctuation ("!!!"). */
export const isSearchTerm = (text: string) => /[\p{L}\p{N}]/u.test(text);

export interface TradeExamples {
  keyword: string;
  competitor: string;
}

/** Examples that fit the owner's trade, found from words in the business's name, category or suggested keywords. */
const TRADES: [RegExp, TradeExamples][] = [
  [/bak|cake|pastr|bread|confection/i, { keyword: 'birthday cakes', competitor: 'Sweet Treats Bakery' }],
  [/plumb|drain|geyser/i, { keyword: 'emergency plumber', competitor: 'Drain Masters' }],
  [/electric/i, { keyword: 'electrician near me', competitor: 'Bright Spark Electrical' }],
  [/salon|beauty|hair|nail|barber|spa\b/i, { keyword: 'hair salon', competitor: 'Glow Beauty Studio' }],
  [/dent/i, { keyword: 'dentist near me', competitor: 'Smile Dental Care' }],
  [/account|bookkeep|tax/i, { keyword: 'small business accountant', competitor: 'Ledger & Co' }],
  [/attorney|law|legal/i, { keyword: 'divorce attorney', competitor: 'Nkosi Attorneys' }],
  [/auto|car\b|cars|mechanic|panel|tyre/i, { keyword: 'car service', competitor: 'Speedy Auto Repairs' }],
  [/clean/i, { keyword: 'office cleaning', competitor: 'Sparkle Cleaning Services' }],
  [/caf[eé]|coffee|restaurant|food|catering|kitchen/i, { keyword: 'breakfast near me', competitor: 'The Corner Cafe' }],
  [/build|construct|renovat|paint|roof/i, { keyword: 'home renovations', competitor: 'Solid Build Contractors' }],
  [/garden|landscap|tree/i, { keyword: 'garden services', competitor: 'Green Thumb Gardens' }],
  [/photo/i, { keyword: 'wedding photographer', competitor: 'Golden Hour Studios' }],
  [/gym|fitness|train|yoga|pilates/i, { keyword: 'personal trainer', competitor: 'Peak Fitness' }],
  [/vet|pet|dog|grooming/i, { keyword: 'dog grooming', competitor: 'Happy Paws' }],
  [/doctor|clinic|medical|physio/i, { keyword: 'family doctor', competitor: 'Parkview Medical Centre' }],
];

/** Without a known trade the examples say what to type rather than guess a trade. */
const GENERAL: TradeExamples = {
  keyword: 'what you sell and where, like "wedding cakes Sandton"',
  competitor: 'the name of a business you compete with',
};

/** The examples for the first hint (a business name, a category, a suggested keyword) that names a trade. */
export function tradeExamples(...hints: (string | null | undefined)[]): TradeExamples {
  for (const hint of hints) {
    if (!hint) continue;
    const found = TRADES.find(([pattern]) => pattern.test(hint));
    if (found) return found[1];
  }
  return GENERAL;
}

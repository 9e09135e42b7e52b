import { startFakeServer } from '../testing/fake-server';
import { chatSuggester, negativeKeywordsFor, offlineSuggester } from './suggester';

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
      expect(s.negative_keywords).toEqual(['plumbing jobs', 'Free']);
      const body = fake.requests[0].body as { messages: { content: string }[] };
      expect(body.messages[0].content).toContain('"negative_keywords"');
    } finally {
      await fake.close();
    }
  });
});

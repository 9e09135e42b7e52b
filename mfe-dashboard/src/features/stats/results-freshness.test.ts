import { freshnessLines } from './results-freshness';

// 08:30 in South Africa on 27 November.
const now = new Date('2026-11-27T06:30:00Z');
const morning = '2026-11-27T04:10:00Z';

describe('how fresh the figures are', () => {
  it('says when they were updated and from which engines', () => {
    expect(
      freshnessLines(
        {
          engines: [
            { engine: 'google', updatedAt: '2026-11-27T04:05:00Z', failing: false },
            { engine: 'microsoft', updatedAt: morning, failing: false },
          ],
        },
        now,
      ),
    ).toEqual(['Updated this morning at 06:10 from Google and Bing.']);
  });

  it('tells the truth when one engine failed', () => {
    expect(
      freshnessLines(
        {
          engines: [
            { engine: 'google', updatedAt: morning, failing: false },
            { engine: 'microsoft', updatedAt: '2026-11-25T04:10:00Z', failing: true },
          ],
        },
        now,
      ),
    ).toEqual([
      'Updated this morning at 06:10 from Google.',
      "Bing's figures are from 2 days ago: its latest update did not come through.",
    ]);
  });

  it('names yesterday and older days, an engine not updated yet, and says nothing without links', () => {
    expect(freshnessLines({ engines: [{ engine: 'google', updatedAt: '2026-11-26T15:45:00Z', failing: false }] }, now)).toEqual([
      'Updated yesterday at 17:45 from Google.',
    ]);
    expect(freshnessLines({ engines: [{ engine: 'google', updatedAt: '2026-11-20T04:10:00Z', failing: false }] }, now)).toEqual([
      'Updated on 20 November at 06:10 from Google.',
    ]);
    expect(freshnessLines({ engines: [{ engine: 'microsoft', updatedAt: null, failing: false }] }, now)).toEqual([
      "Bing's figures arrive with the next daily update.",
    ]);
    expect(freshnessLines({ engines: [] }, now)).toEqual([]);
    expect(freshnessLines(undefined, now)).toEqual([]);
  });
});

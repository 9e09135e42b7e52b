import { insertSearchAd } from '../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  decodeReport,
  importPerformance,
  listPerformance,
  parseCostCents,
  parseDailyReport,
  parseDay,
  StatsImportError,
} from './performance';

const today = new Date('2024-06-15T10:00:00Z');
const parse = (text: string) => parseDailyReport(text, { today });

function problemsOf(text: string): string[] {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof StatsImportError) return error.problems;
    throw error;
  }
  throw new Error('expected the report to be refused');
}

describe('parseDailyReport', () => {
  it("reads Google Ads' export: title lines, quoted thousands, a Total row", () => {
    const report = [
      'Campaign performance report',
      '"1 May 2024 - 3 May 2024"',
      'Day,Clicks,Impr.,Cost',
      '2024-05-01,12,340,118.40',
      '2024-05-02,"1,204","25,310","1,234.56"',
      '2024-05-03,0,0,--',
      'Total: Account,"1,216","25,650","1,352.96"',
      '',
    ].join('\r\n');
    expect(parse(report)).toEqual([
      { date: '2024-05-01', clicks: 12, views: 340, spendCents: 11840 },
      { date: '2024-05-02', clicks: 1204, views: 25310, spendCents: 123456 },
      { date: '2024-05-03', clicks: 0, views: 0, spendCents: 0 },
    ]);
  });

  it('finds the columns by name in any order, with extra columns and English dates', () => {
    const report = 'Currency code,Cost,Impr.,Day,Clicks\nZAR,10.5,100,"May 4, 2024",3\nZAR,0.29,7,"Sun, May 5, 2024",1\n';
    expect(parse(report)).toEqual([
      { date: '2024-05-04', clicks: 3, views: 100, spendCents: 1050 },
      { date: '2024-05-05', clicks: 1, views: 7, spendCents: 29 },
    ]);
  });

  it('reads the UTF-16, tab-separated "CSV for Excel" download', () => {
    const text = '\ufeffDay\tClicks\tImpr.\tCost\n2024-05-01\t2\t50\t9.99\n';
    const buffer = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.slice(1), 'utf16le')]);
    expect(parse(decodeReport(buffer))).toEqual([{ date: '2024-05-01', clicks: 2, views: 50, spendCents: 999 }]);
  });

  it('reads a quoted cell that spans lines, and numbers the lines after it as an editor does', () => {
    const report = [
      'Day,Clicks,Impr.,Cost,Campaign',
      '2024-05-01,1,10,1.00,"Winter',
      'sale, Cape Town"',
      '2024-05-02,x,10,1.00,Brand',
    ].join('\n');
    expect(problemsOf(report)).toEqual(['Line 4: Clicks "x" is not a whole number of 0 or more.']);
    expect(parse(report.replace(',x,', ',2,'))).toEqual([
      { date: '2024-05-01', clicks: 1, views: 10, spendCents: 100 },
      { date: '2024-05-02', clicks: 2, views: 10, spendCents: 100 },
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(problemsOf('Day,Clicks,Impr.,Cost\n2024-05-01,1,10,"1.00\n')[0]).toMatch(/^Line \d+: .*quote/i);
  });

  it('names every bad line and refuses the whole file', () => {
    const problems = problemsOf(
      [
        'Day,Clicks,Impr.,Cost',
        '2024-05-01,12,340,118.40',
        '2024-02-30,1,2,3',
        '2024-05-02,-4,10,1',
        '2024-05-03,1,ten,1',
        '2024-05-04,1,10,abc',
        '2024-05-01,1,1,1',
        '2024-05-05,1',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'Line 3: "2024-02-30" is not a date (use YYYY-MM-DD).',
      'Line 4: Clicks "-4" is not a whole number of 0 or more.',
      'Line 5: Impr. "ten" is not a whole number of 0 or more.',
      'Line 6: Cost "abc" is not an amount of 0 or more (like 1234.56).',
      'Line 7: 2024-05-01 already appears on line 2.',
      'Line 8: expected at least 4 columns, found 2.',
    ]);
  });

  it('refuses future days, a missing header and a header without days', () => {
    expect(problemsOf('Day,Clicks,Impr.,Cost\n2024-06-20,1,1,1\n')).toEqual(['Line 2: 2024-06-20 is in the future.']);
    expect(problemsOf('Date,Clicks,Impressions\n2024-05-01,1,1\n')[0]).toMatch(
      /No header line with the columns "Day", "Clicks", "Impr." and "Cost"/,
    );
    expect(problemsOf('Day,Clicks,Impr.,Cost\nTotal: Account,0,0,0\n')).toEqual(['The report has a header but no days.']);
  });
});

describe('field parsers', () => {
  it('converts costs to whole cents without floating-point drift', () => {
    expect(parseCostCents('0.29')).toBe(29);
    expect(parseCostCents('1,000,000.015')).toBe(100000002);
    expect(parseCostCents('R 12.5')).toBe(1250);
    expect(parseCostCents('-1')).toBeNull();
    expect(parseCostCents('1e3')).toBeNull();
  });
  it('accepts only real calendar days', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('Feb 3, 2024')).toBe('2024-02-03');
    expect(parseDay('01/05/2024')).toBeNull();
  });
});

describe('importPerformance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An active search ad with no figures yet. */
  const newAd = (userId: number) => insertSearchAd(t.db, userId, { keywords: '[]' });

  it('inserts new days and updates days it already has', async () => {
    const { user } = await t.createUser();
    const adId = await newAd(user.id);
    const first = await importPerformance(t.db, adId, parse('Day,Clicks,Impr.,Cost\n2024-05-01,1,10,1.00\n2024-05-02,2,20,2.00\n'));
    expect(first).toEqual({ inserted: 2, updated: 0, from: '2024-05-01', to: '2024-05-02' });
    const second = await importPerformance(t.db, adId, parse('Day,Clicks,Impr.,Cost\n2024-05-02,5,50,5.00\n2024-05-03,3,30,3.00\n'));
    expect(second).toEqual({ inserted: 1, updated: 1, from: '2024-05-02', to: '2024-05-03' });
    expect(await listPerformance(t.db, adId)).toEqual([
      { date: '2024-05-01', clicks: 1, views: 10, spendCents: 100 },
      { date: '2024-05-02', clicks: 5, views: 50, spendCents: 500 },
      { date: '2024-05-03', clicks: 3, views: 30, spendCents: 300 },
    ]);
  });

  it('writes nothing when the database refuses one row (all or nothing)', async () => {
    const { user } = await t.createUser();
    const adId = await newAd(user.id);
    const days = [
      { date: '2024-05-01', clicks: 1, views: 10, spendCents: 100 },
      { date: '2024-05-02', clicks: 2, views: 20, spendCents: null as unknown as number },
    ];
    // The native driver's errors come from another realm once jest has reloaded modules: `rejects.toThrow`
    // would not recognise them as errors, so check the rejection itself.
    const outcome = await importPerformance(t.db, adId, days).then(
      () => 'imported',
      (error) => String(error),
    );
    expect(outcome).toMatch(/NOT NULL|null value/i);
    expect(await listPerformance(t.db, adId)).toEqual([]);
  });

  it('refuses an ad that does not exist', async () => {
    await expect(importPerformance(t.db, 9999, [{ date: '2024-05-01', clicks: 1, views: 1, spendCents: 1 }])).rejects.toThrow(
      'There is no search ad with id 9999.',
    );
  });
});

import { payment, profile, searchAd } from '../../testing/fixtures';
import { buildExports, csvCell, planName, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
  it('keeps spreadsheets from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+27 21 555')).toBe("'+27 21 555");
    expect(csvCell('@sum')).toBe("'@sum");
  });
  it('joins rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('buildExports', () => {
  const files = buildExports(
    {
      searchAd: searchAd({ keywords: ['plumber, cape town'], competitors: ['DrainPro'] }),
      profile: profile(),
      days: [
        { date: '2024-05-02', clicks: 3, views: 0, spendCents: 0 },
        { date: '2024-05-01', clicks: 5, views: 200, spendCents: 12345 },
      ],
      payments: [payment()],
    },
    '2024-05-03',
  );
  const byName = Object.fromEntries(files.map((f) => [f.label, f]));

  it('makes the four files, named by date', () => {
    expect(files.map((f) => f.name)).toEqual([
      'adlaunch-ads-2024-05-03.csv',
      'adlaunch-keywords-2024-05-03.csv',
      'adlaunch-performance-2024-05-03.csv',
      'adlaunch-payments-2024-05-03.csv',
    ]);
  });
  it('writes performance oldest first, with CTR and spend in rand', () => {
    expect(byName.Performance.content).toBe(
      'date,clicks,views,ctr_percent,spend_zar\r\n2024-05-01,5,200,2.50,123.45\r\n2024-05-02,3,0,0.00,0.00\r\n',
    );
  });
  it('lists keywords and competitors', () => {
    expect(byName.Keywords.content).toBe('type,text\r\nkeyword,"plumber, cape town"\r\ncompetitor,DrainPro\r\n');
  });
  it('lists words to exclude between keywords and competitors', () => {
    const [, keywordsFile] = buildExports(
      {
        searchAd: searchAd({ keywords: ['plumber'], negative_keywords: ['free', 'plumbing jobs'] }),
        profile: null,
        days: [],
        payments: [],
      },
      '2024-05-03',
    );
    expect(keywordsFile.content).toBe(
      'type,text\r\nkeyword,plumber\r\nnegative_keyword,free\r\nnegative_keyword,plumbing jobs\r\ncompetitor,DrainPro\r\n',
    );
  });
  it('has one row per ad product and per payment', () => {
    const ads = byName.Ads.content.trim().split('\r\n');
    expect(ads).toHaveLength(3);
    expect(ads[1]).toMatch(/^search_ads,7,active,Sipho Plumbing,/);
    expect(ads[1]).toContain(',4800.00,');
    expect(ads[2]).toMatch(/^google_business_profile,3,live,/);
    expect(byName.Payments.content).toContain('AL-0001,search_ads,Search ads: setup and first month,success,9660.00,ZAR');
  });
});

describe('plans in the export', () => {
  it('names the plan the owner chose, never its billing id', () => {
    const [ads] = buildExports({ searchAd: searchAd({ plan: 'plan_03' }), profile: null, days: [], payments: [] }, '2024-05-03');
    expect(ads.content).toContain(',Essentials,');
    expect(ads.content).not.toMatch(/plan_0\d/);
    const [growth] = buildExports({ searchAd: searchAd({ plan: 'plan_04' }), profile: null, days: [], payments: [] }, '2024-05-03');
    expect(growth.content).toContain(',Growth,');
    expect(planName(null)).toBeNull();
  });
});

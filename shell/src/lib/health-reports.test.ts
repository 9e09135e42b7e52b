import {
  flush,
  MAX_BATCH_BYTES,
  MAX_ITEMS_PER_PAGE,
  MIN_SEND_GAP_MS,
  noteRemote,
  reportMetric,
  reportProblem,
  resetReportsForTest,
  scrub,
  setReportToken,
  startReporting,
} from './health-reports';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const beacons: {
  url: string;
  body: { session: string; token?: string; remotes: string[]; items: { kind: string; message?: string; remotes: string[] }[] };
}[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  beacons.length = 0;
  resetReportsForTest();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});
afterEach(() => jest.useRealTimers());

it('tags every report with each remote loaded at that moment, and counts the page load with a first beacon', () => {
  noteRemote('mfe-marketing', '1.0.0-aaa');
  reportProblem('error', new TypeError('x is undefined'));
  noteRemote('mfe-auth', '1.0.0-bbb');
  reportProblem('boundary', new Error('render failed'), 'mfe-auth');
  startReporting('https://api.example');
  expect(beacons).toHaveLength(0);
  jest.advanceTimersByTime(3000);
  expect(beacons).toHaveLength(1);
  expect(beacons[0].url).toBe('https://api.example/v2/release-health/reports');
  const { body } = beacons[0];
  expect(body.session).toMatch(/^[a-z0-9]{8,32}$/);
  expect(body.remotes).toEqual(['mfe-marketing@1.0.0-aaa', 'mfe-auth@1.0.0-bbb']);
  expect(body.items).toEqual([
    { kind: 'error', message: 'TypeError: x is undefined', remotes: ['mfe-marketing@1.0.0-aaa'] },
    { kind: 'boundary', message: 'Error: render failed', remote: 'mfe-auth', remotes: ['mfe-marketing@1.0.0-aaa', 'mfe-auth@1.0.0-bbb'] },
  ]);
});

it('sends the report token the release manifest came with in every batch (the server counts nothing without it)', () => {
  setReportToken('payload.signature');
  setReportToken('another.one');
  noteRemote('mfe-marketing', '1.0.0-aaa');
  startReporting('https://api.example');
  jest.advanceTimersByTime(3000);
  reportProblem('error', new Error('later'));
  jest.advanceTimersByTime(3000);
  expect(beacons.map((beacon) => beacon.body.token)).toEqual(['payload.signature', 'payload.signature']);
});

it('sends no email address, query string or token', () => {
  expect(scrub('Failed for thandi@example.com at /pay?token=abc#x with eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop')).toBe(
    'Failed for [email] at /pay with [redacted]',
  );
});

it('keeps a gap between beacons, caps the reports of a page and the size of a batch, and sends what is left when the page is hidden', () => {
  noteRemote('mfe-marketing', '1.0.0-aaa');
  startReporting('');
  jest.advanceTimersByTime(3000);
  expect(beacons).toHaveLength(1);
  for (let i = 0; i < 100; i += 1) reportProblem('error', new Error(`${i} ${'x '.repeat(140)}`));
  jest.advanceTimersByTime(MIN_SEND_GAP_MS - 1);
  expect(beacons).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(beacons).toHaveLength(2);
  expect(JSON.stringify(beacons[1].body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
  jest.advanceTimersByTime(60_000);
  const items = beacons.flatMap((b) => b.body.items);
  expect(items).toHaveLength(MAX_ITEMS_PER_PAGE);
  reportMetric('lcp', 1234.5678);
  flush(true);
  expect(beacons.at(-1)!.body.items).toEqual([{ kind: 'lcp', value: 1234.568, remotes: ['mfe-marketing@1.0.0-aaa'] }]);
});

it('sends nothing before any remote is on the page', () => {
  reportProblem('error', 'early');
  startReporting('');
  jest.advanceTimersByTime(10_000);
  expect(beacons).toHaveLength(0);
});

import { act, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { api } from '@adlaunch/session/api';
import { profilesQuery, searchAdsQuery } from '@adlaunch/session/queries';
import { OWNER_FRAME_GLOBAL, ownerFrameValues, type Profile, type SearchAd } from '@adlaunch/shared';
import { profile, recentDays, searchAd, session, subscription } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { DashboardApp, OwnerDashboard } from './dashboard-app';

const PERIOD_NAMES = ['7 days', '30 days', '90 days'];
const never = () => new Promise<never>(() => undefined);

/** The owner's calls as the prerender leaves them: never answered. */
function unansweredServer() {
  for (const call of ['listSearchAds', 'listProfiles', 'performance', 'reports', 'subscriptions', 'rewards'] as const)
    jest.spyOn(api, call).mockImplementation(never);
}

function answeringServer({ ads, profiles }: { ads: SearchAd[]; profiles: Profile[] }) {
  jest.spyOn(api, 'listSearchAds').mockResolvedValue({ search_ads: ads });
  jest.spyOn(api, 'listProfiles').mockResolvedValue({ profiles });
  jest.spyOn(api, 'performance').mockResolvedValue({ days: recentDays(40) });
  jest.spyOn(api, 'reports').mockResolvedValue({ reports: [] });
  jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [] });
  jest.spyOn(api, 'rewards').mockResolvedValue({ rewardsPending: 0 });
}

/** Calls `onCommit` in React's first commit, after every element of it is in the document (where the shell hands early input over). */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** The period radios in the document: each one's id, value and tick, by name. */
const periodRadios = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[name="stats-period"]')].map((r) => ({
    id: r.id,
    value: r.value,
    checked: r.checked,
  }));

/** What the served frame's field `name` holds: the prerendered choice, unless the server fills it with the owner's. */
const servedValue = (frame: ReturnType<typeof periodRadios>, filled: Record<string, string>, name: string) =>
  filled[name] ?? frame.find((r) => r.checked)?.value;

beforeAll(() => OwnerDashboard.preload());
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[OWNER_FRAME_GLOBAL];
  jest.restoreAllMocks();
});

/** The owner frame as the prerender makes it: the flag set, a session cookie no one knows, every call unanswered. */
async function renderFrame() {
  (globalThis as Record<string, unknown>)[OWNER_FRAME_GLOBAL] = true;
  unansweredServer();
  const view = renderAt(<DashboardApp />, { session: { token: 'frame-token', session: null } });
  // Whatever settles without the owner's data has settled.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return view;
}

describe("the dashboard's served frame", () => {
  it('offers the statistics period, enabled, above a neutral placeholder for the campaigns', async () => {
    await renderFrame();
    const period = screen.getByRole('group', { name: 'Statistics period' });
    const radios = within(period).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(PERIOD_NAMES);
    for (const radio of radios) expect(radio).toBeEnabled();
    expect(within(period).getByRole('radio', { name: '30 days' })).toBeChecked();
    // Named and with ids: the server fills the group by name, the shell hands a tick over by id.
    expect(periodRadios().map((r) => r.id)).toEqual(['stats-period-7', 'stats-period-30', 'stats-period-90']);

    const placeholder = screen.getByText('Loading your campaigns…');
    expect(period.compareDocumentPosition(placeholder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("claims nothing about anyone's campaigns, figures, billing or payments", async () => {
    await renderFrame();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your dashboard');
    expect(screen.getByText('Welcome.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    const main = document.body.textContent ?? '';
    for (const claim of [
      /Start your first campaign/,
      /No payments/,
      /No statistics/,
      /rewards? pending/,
      /Live|Paused|Active/,
      /R\d/,
      /Clicks/,
    ])
      expect(main).not.toMatch(claim);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe("the app's first commit, with the owner's data already there (as the shell waits for it)", () => {
  const running = searchAd({ id: 7, status: 'active' });
  const data = { user: session().user, searchAd: running, profile: null };
  const cached = (ads: SearchAd[], profiles: Profile[] = []) =>
    [
      [searchAdsQuery.queryKey, ads],
      [profilesQuery.queryKey, profiles],
    ] as const;

  it('holds the same period radios as the served frame, with the value the server serves this owner', async () => {
    const frame = await (async () => {
      const view = await renderFrame();
      const radios = periodRadios();
      view.unmount();
      delete (globalThis as Record<string, unknown>)[OWNER_FRAME_GLOBAL];
      jest.restoreAllMocks();
      return radios;
    })();

    answeringServer({ ads: [running], profiles: [] });
    let first: ReturnType<typeof periodRadios> = [];
    let placeholder: string | null | undefined;
    renderAt(
      <>
        <DashboardApp />
        <FirstCommit
          onCommit={() => {
            first = periodRadios();
            placeholder = document.querySelector('[aria-busy="true"]')?.textContent;
          }}
        />
      </>,
      { session: { token: 'test-token', session: session() }, cached: cached([running]) },
    );
    // The served control is never replaced by a placeholder: the first commit has it, ticked as served.
    expect(first.map(({ id, value }) => ({ id, value }))).toEqual(frame.map(({ id, value }) => ({ id, value })));
    const filled = ownerFrameValues('/dashboard', data);
    expect(first.find((r) => r.checked)?.value).toBe(servedValue(frame, filled, 'stats-period'));
    // The campaigns render after it, in slices (decision 028), where the frame had their placeholder.
    expect(placeholder).toBe('Loading your campaigns…');

    expect(await screen.findByRole('list', { name: 'Totals for the last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Performance' })).toHaveTextContent(/Last 30 days: /);
  });

  it('keeps a period ticked on the served page: the hand-over clicks the same radio, found by its id', async () => {
    answeringServer({ ads: [running], profiles: [profile()] });
    renderAt(
      <>
        <DashboardApp />
        <FirstCommit onCommit={() => document.getElementById('stats-period-7')?.click()} />
      </>,
      { session: { token: 'test-token', session: session() }, cached: cached([running], [profile()]) },
    );
    expect(await screen.findByRole('list', { name: 'Totals for the last 7 days' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(screen.getByRole('figure', { name: 'Clicks and views per day, last 7 days' })).toBeInTheDocument();
    // The performance card, far below the control, leads back to it.
    const change = screen.getByRole('link', { name: 'change the period' });
    expect(document.querySelector(change.getAttribute('href')!)).toBe(screen.getByRole('group', { name: 'Statistics period' }));
  });

  it.each([
    ['no campaign yet', [] as SearchAd[]],
    ['a campaign not live yet', [searchAd({ status: 'paid' })]],
  ])('drops the period for an owner with %s: they have no statistics to choose a period of', async (_, ads) => {
    answeringServer({ ads, profiles: [] });
    let first: ReturnType<typeof periodRadios> | null = null;
    renderAt(
      <>
        <DashboardApp />
        <FirstCommit
          onCommit={() => {
            first = periodRadios();
          }}
        />
      </>,
      { session: { token: 'test-token', session: session() }, cached: cached(ads) },
    );
    expect(first).toEqual([]);
    expect(await screen.findByRole('heading', { level: 2, name: /Start your first campaign|Search ads/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Statistics period' })).not.toBeInTheDocument();
  });

  it("shows the period while the owner's data is still on its way, as the served frame does", async () => {
    unansweredServer();
    renderAt(<DashboardApp />, { session: { token: 'test-token', session: session() } });
    expect(screen.getByRole('group', { name: 'Statistics period' })).toBeInTheDocument();
    expect(screen.getByText('Loading your campaigns…')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('a declined renewal', () => {
  it('is said first, above the campaign that still reads Live, with the way to pay', async () => {
    answeringServer({ ads: [searchAd({ id: 7, status: 'active' })], profiles: [] });
    const pastDue = { owedCents: 828000, failedAttempts: 1, nextRetryOn: '2026-12-27', since: '2026-12-26' };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ adId: 7, status: 'past_due', pastDue })] });
    const { user } = renderAt(<DashboardApp />, { session: { token: 'test-token', session: session() } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Payment declinedSearch ads, Growth plan: Sipho Plumbing: your renewal payment of R8,280 (incl. VAT) was declined. We try again on 27 Dec 2026.',
    );
    const campaigns = await screen.findByRole('region', { name: 'Search ads' });
    expect(alert.compareDocumentPosition(campaigns) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(alert).getByRole('link', { name: 'Pay now: update card' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?billing=1');
  });

  it('is not there while every plan is paid', async () => {
    answeringServer({ ads: [searchAd({ id: 7, status: 'active' })], profiles: [] });
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ adId: 7 })] });
    renderAt(<DashboardApp />, { session: { token: 'test-token', session: session() } });
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

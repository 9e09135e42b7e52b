import { screen, within } from '@testing-library/react';
import type { ReleasesView } from '@adlaunch/shared';
import { mockCalls, renderBackoffice } from '../../testing/render';

const releases = (state: 'canary' | 'live'): ReleasesView => ({
  rows: [
    {
      remote: 'mfe-marketing',
      version: '1.0.0-live',
      state: 'live',
      percent: null,
      sessions: 40,
      errorSessions: 0,
      errorRate: 0,
      lcpP75: 1800,
      inpP75: 120,
      sources: 12,
      dropped: { token: 0, reused: 0, bounds: 0, cap: 0, rate: 0 },
    },
    {
      remote: 'mfe-marketing',
      version: '1.0.0-new',
      state,
      percent: 10,
      sessions: 4,
      errorSessions: 1,
      errorRate: 0.25,
      lcpP75: null,
      inpP75: null,
      sources: 3,
      dropped: { token: 112, reused: 4, bounds: 0, cap: 0, rate: 30 },
    },
  ],
  judgements:
    state === 'canary'
      ? [
          {
            remote: 'mfe-marketing',
            since: '2026-11-27T09:55:00.000Z',
            canary: {
              version: '1.0.0-new',
              sessions: 4,
              sources: 3,
              errorSessions: 1,
              errorRate: 0.25,
              dropped: { token: 112, reused: 4, bounds: 0, cap: 0, rate: 30 },
            },
            live: {
              version: '1.0.0-live',
              sessions: 40,
              sources: 12,
              errorSessions: 0,
              errorRate: 0,
              dropped: { token: 0, reused: 0, bounds: 0, cap: 0, rate: 0 },
            },
            verdict: 'waiting',
          },
        ]
      : [],
  actions: [
    { at: '2026-11-27T10:00:00.000Z', actor: 'cli:sipho', action: 'canary', remote: 'mfe-marketing', version: '1.0.0-new', detail: null },
  ],
  rule: { errorMarginPct: 5, minSessions: 100, minSources: 5 },
});
/** The health table's row of a version (the judgement's table has rows naming versions too). */
const versionRow = async (version: RegExp) =>
  within(await screen.findByRole('table', { name: /^Each remote version/ })).getByRole('row', { name: version });

it('shows each version with its health, and promotes a canary only after the confirmation', async () => {
  const api = mockCalls();
  api.releases.mockResolvedValueOnce(releases('canary')).mockResolvedValue(releases('live'));
  api.releaseAction.mockResolvedValue({ remote: 'mfe-marketing', version: '1.0.0-new', action: 'promote' });
  const { user } = renderBackoffice('/staff/releases', ['releases'], api);
  const canary = await versionRow(/1\.0\.0-new/);
  expect(within(canary).getByText('canary (10%)')).toBeInTheDocument();
  expect(within(canary).getByText('1 (25.0%)')).toBeInTheDocument();
  expect(within(await versionRow(/1\.0\.0-live/)).getByText('1.8 s')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Release actions' })).getByText(/canary mfe-marketing 1\.0\.0-new by cli:sipho/),
  ).toBeInTheDocument();

  await user.click(within(canary).getByRole('button', { name: 'Promote mfe-marketing 1.0.0-new' }));
  expect(api.releaseAction).not.toHaveBeenCalled();
  const dialog = await screen.findByRole('dialog', { name: 'Promote mfe-marketing 1.0.0-new?' });
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(api.releaseAction).toHaveBeenCalledWith('mfe-marketing', 'promote');
  expect(await screen.findByText('mfe-marketing 1.0.0-new is live for everyone.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
});

it('rolls back after the confirmation, and a cancelled dialog does nothing', async () => {
  const api = mockCalls();
  api.releases.mockResolvedValue(releases('canary'));
  api.releaseAction.mockResolvedValue({ remote: 'mfe-marketing', version: '1.0.0-new', action: 'rollback' });
  const { user } = renderBackoffice('/staff/releases', ['releases'], api);
  await user.click(await screen.findByRole('button', { name: 'Roll back mfe-marketing 1.0.0-new' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(api.releaseAction).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Roll back mfe-marketing 1.0.0-new' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Roll back mfe-marketing 1.0.0-new?' })).getByRole('button', { name: 'Roll back' }),
  );
  expect(api.releaseAction).toHaveBeenCalledWith('mfe-marketing', 'rollback');
  expect(await screen.findByText('mfe-marketing 1.0.0-new was rolled back.')).toBeInTheDocument();
});

it('is in the menu for the releases role, where a releases-only person starts; others are refused', async () => {
  const api = mockCalls();
  api.releases.mockResolvedValue(releases('live'));
  renderBackoffice('/staff', ['releases'], api);
  expect(await screen.findByRole('heading', { name: 'Releases' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/staff/releases');
});

it('is refused without the releases role, with no call made', () => {
  const api = mockCalls();
  renderBackoffice('/staff/releases', ['campaigns'], api);
  expect(screen.getByRole('alert')).toHaveTextContent('This needs the releases role.');
  expect(api.releases).not.toHaveBeenCalled();
  expect(screen.queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
});

it('says what a canary is judged on and what was left out, and withholds the judgement with too few sources', async () => {
  const api = mockCalls();
  api.releases.mockResolvedValue(releases('canary'));
  renderBackoffice('/staff/releases', ['releases'], api);
  const judgement = await screen.findByRole('article', { name: 'mfe-marketing 1.0.0-new' });
  expect(
    within(judgement).getByText('Not judged yet: reports from 3 of 5 needed sources and 4 of 100 needed sessions'),
  ).toBeInTheDocument();
  // 146 reports left out as forged, replayed or rate-limited against 4 sessions counted on the canary.
  expect(within(judgement).getByText(/someone may be sending made-up reports/)).toHaveTextContent('(146 against 4 on the canary)');
  const evidence = within(judgement).getByRole('table', { name: /What the judgement of mfe-marketing 1\.0\.0-new rests on/ });
  const line = (name: RegExp) => within(evidence).getByRole('row', { name }).textContent;
  expect(line(/^Distinct sources/)).toBe('Distinct sources (5 needed)312');
  expect(line(/no or bad token/)).toBe('… no or bad token1120');
  expect(line(/^Reports left out/)).toBe('Reports left out1460');

  const canary = await versionRow(/1\.0\.0-new/);
  expect(within(canary).getByRole('cell', { name: /^146/ })).toHaveTextContent(
    '146no or bad token: 112token reused or session full: 4rate-limited: 30',
  );
  expect(within(await versionRow(/1\.0\.0-live/)).getByText('none')).toBeInTheDocument();
});

it('names a judged canary healthy or failing, without a warning when little was left out', async () => {
  const api = mockCalls();
  const answer = releases('canary');
  const [judgement] = answer.judgements!;
  answer.judgements = [
    {
      ...judgement,
      verdict: 'failing',
      canary: { ...judgement.canary, sessions: 120, sources: 9, dropped: { ...judgement.live!.dropped } },
    },
  ];
  api.releases.mockResolvedValue(answer);
  renderBackoffice('/staff/releases', ['releases'], api);
  const article = await screen.findByRole('article', { name: 'mfe-marketing 1.0.0-new' });
  expect(article).toHaveTextContent(
    'Failing: errors in 25.0% of sessions against 0.0% on the live version, more than 5 points over. The server rolls it back at its next check.',
  );
  expect(within(article).queryByText(/made-up reports/)).not.toBeInTheDocument();
});

it('still shows the health table from a shell whose check leaves out sources, drops and judgements', async () => {
  const api = mockCalls();
  const { judgements: _judgements, ...older } = releases('canary');
  api.releases.mockResolvedValue({
    ...older,
    rows: older.rows.map(({ sources: _sources, dropped: _dropped, ...row }) => row),
    rule: { errorMarginPct: 5, minSessions: 100 },
  });
  renderBackoffice('/staff/releases', ['releases'], api);
  const canary = await versionRow(/1\.0\.0-new/);
  expect(within(canary).getByText('1 (25.0%)')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'What each canary is judged on' })).not.toBeInTheDocument();
});

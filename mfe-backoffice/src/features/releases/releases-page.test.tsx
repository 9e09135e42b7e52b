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
    },
  ],
  actions: [
    { at: '2026-11-27T10:00:00.000Z', actor: 'cli:sipho', action: 'canary', remote: 'mfe-marketing', version: '1.0.0-new', detail: null },
  ],
  rule: { errorMarginPct: 5, minSessions: 100 },
});

it('shows each version with its health, and promotes a canary only after the confirmation', async () => {
  const api = mockCalls();
  api.releases.mockResolvedValueOnce(releases('canary')).mockResolvedValue(releases('live'));
  api.releaseAction.mockResolvedValue({ remote: 'mfe-marketing', version: '1.0.0-new', action: 'promote' });
  const { user } = renderBackoffice('/staff/releases', ['releases'], api);
  const canary = (await screen.findByRole('row', { name: /1\.0\.0-new/ })) as HTMLElement;
  expect(within(canary).getByText('canary (10%)')).toBeInTheDocument();
  expect(within(canary).getByText('1 (25.0%)')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /1\.0\.0-live/ })).getByText('1.8 s')).toBeInTheDocument();
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@adlaunch/session';
import { renderAt, resetSession } from '../../testing/render';
import { ReleasePage } from './release-page';

const releases = (state: 'canary' | 'live') => ({
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
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => resetSession());

it('asks a visitor to log in with the emailed code', async () => {
  global.fetch = jest.fn();
  renderAt(<ReleasePage />, '/releases');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'login' });
  expect(global.fetch).not.toHaveBeenCalled();
});

it('tells a signed-in owner who is not a release manager what the server said', async () => {
  useSessionStore.setState({ token: 'owner-token-0123456789abcdef' });
  global.fetch = jest.fn().mockResolvedValue(answer(403, { error: 'Only release managers may see this page.' }));
  renderAt(<ReleasePage />, '/releases');
  expect(await screen.findByRole('alert')).toHaveTextContent('Only release managers may see this page.');
});

it("shows each version's health and promotes a canary with the manager's token", async () => {
  useSessionStore.setState({ token: 'manager-token-0123456789abcdef' });
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(answer(200, releases('canary')))
    .mockResolvedValueOnce(answer(200, { remote: 'mfe-marketing', version: '1.0.0-new', action: 'promote' }))
    .mockResolvedValueOnce(answer(200, releases('live')));
  renderAt(<ReleasePage />, '/releases');
  const table = await screen.findByRole('table');
  const canary = within(table).getByRole('row', { name: /1\.0\.0-new/ });
  expect(canary).toHaveTextContent('canary (10%)');
  expect(canary).toHaveTextContent('1 (25.0%)');
  expect(within(table).getByRole('row', { name: /1\.0\.0-live/ })).toHaveTextContent('1.8 s');
  expect(screen.getByText(/canary mfe-marketing 1\.0\.0-new by cli:sipho/)).toBeInTheDocument();

  await userEvent.click(within(canary).getByRole('button', { name: 'Promote mfe-marketing 1.0.0-new' }));
  expect(await screen.findByText('mfe-marketing 1.0.0-new is live for everyone.')).toHaveAttribute('role', 'status');
  expect(global.fetch).toHaveBeenNthCalledWith(
    2,
    '/v2/releases/mfe-marketing/promote',
    expect.objectContaining({
      method: 'POST',
      headers: expect.objectContaining({ Authorization: 'Bearer manager-token-0123456789abcdef' }),
    }),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument());
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
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
jest.mock('@adlaunch/session/api', () => {
  const actual = jest.requireActual('@adlaunch/session/api');
  Object.assign(actual.api, { releases: jest.fn(), releaseAction: jest.fn() });
  return actual;
});
const releasesCall = api.releases as jest.Mock;
const releaseAction = api.releaseAction as jest.Mock;

beforeEach(() => {
  resetSession();
  releasesCall.mockReset();
  releaseAction.mockReset();
});

it('asks a visitor to log in with the emailed code', async () => {
  renderAt(<ReleasePage />, '/releases');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'login' });
  expect(releasesCall).not.toHaveBeenCalled();
});

it('tells a signed-in owner who is not a release manager what the server said', async () => {
  useSessionStore.setState({ token: 'owner-token-0123456789abcdef' });
  releasesCall.mockRejectedValue(new ApiError('Only release managers may see this page.', 403));
  renderAt(<ReleasePage />, '/releases');
  expect(await screen.findByRole('alert')).toHaveTextContent('Only release managers may see this page.');
});

it("shows each version's health and promotes a canary with the manager's token", async () => {
  useSessionStore.setState({ token: 'manager-token-0123456789abcdef' });
  releasesCall.mockResolvedValueOnce(releases('canary')).mockResolvedValueOnce(releases('live'));
  releaseAction.mockResolvedValueOnce({ remote: 'mfe-marketing', version: '1.0.0-new', action: 'promote' });
  renderAt(<ReleasePage />, '/releases');
  const table = await screen.findByRole('table');
  const canary = within(table).getByRole('row', { name: /1\.0\.0-new/ });
  expect(canary).toHaveTextContent('canary (10%)');
  expect(canary).toHaveTextContent('1 (25.0%)');
  expect(within(table).getByRole('row', { name: /1\.0\.0-live/ })).toHaveTextContent('1.8 s');
  expect(screen.getByText(/canary mfe-marketing 1\.0\.0-new by cli:sipho/)).toBeInTheDocument();

  await userEvent.click(within(canary).getByRole('button', { name: 'Promote mfe-marketing 1.0.0-new' }));
  expect(await screen.findByText('mfe-marketing 1.0.0-new is live for everyone.')).toHaveAttribute('role', 'status');
  // The session's API client sends the signed-in manager's token with every call.
  expect(releaseAction).toHaveBeenCalledWith('mfe-marketing', 'promote');
  await waitFor(() => expect(screen.queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument());
});

import { act, screen, within } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { CONTACT, GBP_FRAME_VALUES, gbpStepPath } from '@adlaunch/shared';
import { leaveFrame, profileWith, renderFrame, renderWizard, resetSession } from '../../../testing/render';
import { getProfile } from '@adlaunch/session/queries';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});
afterEach(() => jest.useRealTimers());

it('polls the status and guides the owner through verification', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business', 'address'], { status: 'paid' }) });
  const status = jest.spyOn(api, 'profileStatus').mockResolvedValueOnce({ status: 'paid' }).mockResolvedValue({ status: 'verification' });
  renderWizard('/setup-gbp/status');

  expect(await screen.findByRole('heading', { level: 1, name: 'Your business profile' })).toBeInTheDocument();
  expect(await screen.findByText('Paid: we are building your listing')).toBeInTheDocument();
  expect(status).toHaveBeenCalledWith(7);
  const steps = screen.getByRole('list', { name: 'From payment to a live listing' });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
  expect(current).toHaveTextContent('We build your listing');

  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  expect(await screen.findByText('Waiting for verification')).toBeInTheDocument();
  expect(getProfile()?.status).toBe('verification');
  const now = within(steps)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
  expect(now).toHaveTextContent('Google checks that the business is yours');
  expect(screen.getByText('Postcard by post')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Where most owners get stuck' })).toBeInTheDocument();
  expect(screen.getByText(/do not ask for a new code while one is on its way/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send us your code by chat' })).toBeInTheDocument();
  // Under every status, as on the campaign's status page: whom to ask, and the way to the dashboard.
  expect(screen.getByRole('link', { name: CONTACT.supportEmail })).toHaveAttribute('href', `mailto:${CONTACT.supportEmail}`);
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
});

it("shows where the owner is in Google's verification, what to do next and our team's note", async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business', 'address'], { status: 'verification' }) });
  // Late evening in UTC is the next day in South Africa: both dates are the owner's day.
  const note = { text: 'Google is posting a postcard to 12 Long Street, Cape Town.', at: '2026-12-02T22:30:00.000Z' };
  const status = jest
    .spyOn(api, 'profileStatus')
    .mockResolvedValue({ status: 'verification', note, verification: { step: 'code_sent', at: '2026-12-02T22:30:00.000Z' } });
  const { unmount } = renderWizard('/setup-gbp/status');

  await screen.findByText(/Google sent a verification code to your business on 3 Dec 2026/);
  const progress = screen.getByRole('region', { name: 'Google verification' });
  const steps = within(progress).getByRole('list', { name: 'Google verification steps' });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
  expect(current).toHaveTextContent('Step 1 · Now Google sends a code to your business');
  expect(progress).toHaveTextContent(
    /Google sent a verification code to your business on 3 Dec 2026.*When it arrives, send it to us the same day/,
  );
  expect(screen.getByRole('figure', { name: /Note from our team, 3 Dec 2026/ })).toHaveTextContent(note.text);
  unmount();

  // The code entered: the owner's part is done, and the timeline's current stage follows it.
  resetSession();
  status.mockResolvedValue({ status: 'verification', verification: { step: 'code_received', at: '2026-12-09T09:00:00.000Z' } });
  renderWizard('/setup-gbp/status');
  await screen.findByText(/received your code on 9 Dec 2026/);
  const next = screen.getByRole('region', { name: 'Google verification' });
  expect(
    within(next)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-current')),
  ).toEqual([null, 'step', null]);
  expect(next).toHaveTextContent(/received your code on 9 Dec 2026.*Nothing to do/);
  const timelineNow = within(screen.getByRole('list', { name: 'From payment to a live listing' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
  expect(timelineNow).toHaveTextContent('When your code arrives');
  expect(screen.queryByRole('figure', { name: /Note from our team/ })).not.toBeInTheDocument();
});

it('marks every step done once the listing is live', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business', 'address'], { status: 'live' }) });
  jest.spyOn(api, 'profileStatus').mockResolvedValue({ status: 'live' });
  renderWizard('/setup-gbp/status');
  expect(await screen.findByText('Live')).toBeInTheDocument();
  expect(screen.getAllByText(/· Done$/)).toHaveLength(5);
});

describe('as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows a placeholder where the status goes: no status, no payment claim, no fields', async () => {
    renderFrame('/setup-gbp/status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your business profile' })).toBeInTheDocument();
    expect(screen.getByText("Loading your business profile's status…")).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Waiting for payment|not received your payment/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // What is every owner's works at once: the help line and the way to the dashboard.
    expect(screen.getByRole('link', { name: CONTACT.supportEmail })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'chat with us' })).toHaveAttribute('href', CONTACT.chatUrl);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    // Nothing for the server to fill.
    expect(Object.keys(GBP_FRAME_VALUES)).not.toContain(gbpStepPath('status'));
  });
});

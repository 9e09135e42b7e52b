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

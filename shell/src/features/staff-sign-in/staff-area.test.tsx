import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficeProps } from '@adlaunch/shared';
import { loadExposed } from '../../lib/remotes/load-remote';
import { StaffArea, StaffHeaderNav } from './staff-area';
import { setStaffSession, setStaffToken, staffToken } from './staff-token';

jest.mock('../../lib/remotes/load-remote', () => ({ loadExposed: jest.fn(), peekExposed: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

const ME = { id: 7, email: 'nomsa@adlaunch.example', roles: ['campaigns'], expiresAt: '2026-11-27T20:00:00.000Z' };

/** Answers by path; every request is kept with its headers and body. */
type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer | Answer[]>;
const requests: { url: string; authorization?: string; body?: unknown }[] = [];

beforeEach(() => {
  load.mockReset();
  requests.length = 0;
  setStaffToken(null);
  setStaffSession(null);
  answers = {};
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    requests.push({ url, authorization: headers.Authorization, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.replace(/\?.*$/, '');
    const queued = answers[path];
    const answer = Array.isArray(queued) ? queued.shift()! : queued;
    if (!answer) throw new Error(`no answer for ${path}`);
    return { ok: (answer.status ?? 200) < 400, status: answer.status ?? 200, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

/** The back office as the shell mounts it: it shows who signed in and makes one call through its props. */
function FakeBackoffice({ me, api }: BackofficeProps) {
  return (
    <>
      <h1>Back office of {me.email}</h1>
      <button type="button" onClick={() => void api.orders({}).catch(() => undefined)}>
        Load the queue
      </button>
    </>
  );
}

async function signInWithCode(user: ReturnType<typeof userEvent.setup>, verify: unknown) {
  answers['/v2/staff/sign-in/code'] = { body: { message: 'If this address is a staff address, a code is on its way.' } };
  answers['/v2/staff/sign-in/verify'] = { body: verify };
  await user.type(screen.getByLabelText(/Work email/), 'nomsa@adlaunch.example');
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  await user.type(await screen.findByLabelText(/Code from the email/), 'ABCDE');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

it('enrolls TOTP on the first sign-in (QR code and the secret as text), shows the recovery codes once, and only then loads the back office', async () => {
  load.mockResolvedValue({ contractVersion: '2.0.0', Component: FakeBackoffice as never });
  const user = userEvent.setup();
  render(<StaffArea />);
  expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();

  await signInWithCode(user, {
    token: 'half-session',
    expiresAt: ME.expiresAt,
    totpEnrolled: false,
    enrollment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/AdLaunch', qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
  });
  expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();

  const codes = Array.from({ length: 10 }, (_, i) => `rc-${i}-abcdefgh`);
  answers['/v2/staff/sign-in/totp'] = { body: { me: ME, recoveryCodes: codes } };
  await user.type(screen.getByLabelText(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
  expect(requests.at(-1)).toEqual({ url: '/v2/staff/sign-in/totp', authorization: 'Bearer half-session', body: { code: '123456' } });

  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(list).toHaveTextContent('rc-9-abcdefgh');
  const go = screen.getByRole('button', { name: 'Continue to the back office' });
  expect(go).toBeDisabled();
  expect(load).not.toHaveBeenCalled();
  expect(staffToken()).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
  await user.click(go);
  expect(await screen.findByRole('heading', { name: `Back office of ${ME.email}` })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe-backoffice', './App', { retry: false });
  expect(staffToken()).toBe('half-session');
});

it('takes a recovery code in place of the app code', async () => {
  load.mockResolvedValue({ contractVersion: '2.0.0', Component: FakeBackoffice as never });
  const user = userEvent.setup();
  render(<StaffArea />);
  await signInWithCode(user, { token: 't2', expiresAt: ME.expiresAt, totpEnrolled: true, enrollment: null });
  expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
  answers['/v2/staff/sign-in/totp'] = { body: { me: ME, recoveryCodes: null } };
  await user.type(screen.getByLabelText(/Recovery code/), 'rc-1-abcdefgh');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: `Back office of ${ME.email}` })).toBeInTheDocument();
  expect(requests.find((r) => r.url === '/v2/staff/sign-in/totp')?.body).toEqual({ recovery_code: 'rc-1-abcdefgh' });
});

it('shows a refused code inside the form and loads nothing', async () => {
  const user = userEvent.setup();
  render(<StaffArea />);
  await signInWithCode(user, { token: 't3', expiresAt: ME.expiresAt, totpEnrolled: true, enrollment: null });
  answers['/v2/staff/sign-in/totp'] = { status: 401, body: { error: 'That code is not right. Try the newest one.' } };
  await user.type(await screen.findByLabelText(/6-digit code/), '000000');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
  expect(load).not.toHaveBeenCalled();
});

it('sends the staff token as Bearer on staff calls, and a 401 (the session ended) brings the sign-in back', async () => {
  load.mockResolvedValue({ contractVersion: '2.0.0', Component: FakeBackoffice as never });
  setStaffToken('live-session');
  answers['/v2/staff/me'] = { body: ME };
  answers['/v2/staff/orders'] = { status: 401, body: { error: 'Your staff session has ended. Sign in again.' } };
  const user = userEvent.setup();
  render(<StaffArea />);
  await user.click(await screen.findByRole('button', { name: 'Load the queue' }));
  expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  expect(requests.map((r) => [r.url.replace(/\?.*$/, ''), r.authorization])).toEqual([
    ['/v2/staff/me', 'Bearer live-session'],
    ['/v2/staff/orders', 'Bearer live-session'],
  ]);
  await waitFor(() => expect(staffToken()).toBeNull());
});

describe("the site header's staff part", () => {
  const classes = { menuToggle: 'toggle', nav: 'nav', links: 'links', secondary: 'secondary' };
  const renderBoth = () =>
    render(
      <>
        <StaffHeaderNav classes={classes} />
        <StaffArea />
      </>,
    );

  it('shows nothing before a staff member has signed in', () => {
    renderBoth();
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('names who is signed in, and its Sign out ends the staff session here and on the server', async () => {
    load.mockResolvedValue({ contractVersion: '2.0.0', Component: FakeBackoffice as never });
    setStaffToken('header-session');
    answers['/v2/staff/me'] = { body: ME };
    answers['/v2/staff/sign-out'] = { body: { ok: true } };
    const user = userEvent.setup();
    renderBoth();
    const nav = await screen.findByRole('navigation', { name: 'Staff account' });
    expect(nav).toHaveTextContent(`Signed in as ${ME.email}`);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'main-nav');

    await user.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(staffToken()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Staff account' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ url: '/v2/staff/sign-out', authorization: 'Bearer header-session' }));
  });
});

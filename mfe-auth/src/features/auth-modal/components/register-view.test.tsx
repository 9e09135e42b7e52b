import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { renderAuthModal, resetSession } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

async function fillValid(user: ReturnType<typeof renderAuthModal>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Thandi');
  await user.type(screen.getByLabelText('Last name'), 'Nkosi');
  await user.type(screen.getByLabelText('Business email'), 'Thandi@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
}

describe('register view', () => {
  it('shows every field message only after that field is touched', async () => {
    const { user } = renderAuthModal({ view: 'register' });
    for (const message of [MESSAGES.firstName, MESSAGES.lastName, MESSAGES.required, MESSAGES.password]) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }

    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.firstName)).toBeVisible();
    expect(screen.queryByText(MESSAGES.lastName)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'T');
    expect(screen.getByText(MESSAGES.firstName)).toBeVisible();

    await user.click(screen.getByLabelText('Last name'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.lastName)).toBeVisible();

    await user.click(screen.getByLabelText('Business email'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeVisible();
    await user.type(screen.getByLabelText('Business email'), 'thandi@');
    expect(await screen.findByText(MESSAGES.email)).toBeVisible();

    await user.click(screen.getByLabelText(/^Password/));
    await user.tab();
    expect(await screen.findByText(MESSAGES.password)).toBeVisible();
  });

  it('keeps Create Account enabled and says the terms are missing beside them; the marketing opt-in starts unticked (POPIA)', async () => {
    const createUser = jest.spyOn(api, 'createUser');
    const { user } = renderAuthModal({ view: 'register' });
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Send me tips and offers by email' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms-of-service');

    await fillValid(user);
    await user.click(create);
    const terms = screen.getByRole('checkbox', { name: /I accept the terms of service/ });
    expect(await screen.findByText(MESSAGES.terms)).toBeVisible();
    await waitFor(() => expect(terms).toHaveFocus());
    expect(createUser).not.toHaveBeenCalled();
  });

  it('after an empty send focuses the first field in error, the first name', async () => {
    const { user } = renderAuthModal({ view: 'register' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.firstName)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
  });

  it('creates the account with cid, extras and referrer, then asks for the emailed code', async () => {
    localStorage.setItem('referralCode', 'FRIEND42');
    // The id the server issued this browser (the browser never makes one up).
    localStorage.setItem('visitorId', 'issued-visitor-id');
    const createUser = jest.spyOn(api, 'createUser').mockResolvedValue({ message: 'Check your email.' });
    const { user } = renderAuthModal({ view: 'register' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send me tips and offers by email' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('dialog', { name: 'Verify your email address' })).toBeInTheDocument();
    expect(createUser).toHaveBeenCalledWith({
      cid: 'issued-visitor-id',
      first_name: 'Thandi',
      last_name: 'Nkosi',
      email: 'thandi@example.com',
      password: 'correct horse',
      extras: ['marketing'],
      referrer: 'FRIEND42',
    });
    expect(localStorage.getItem('email')).toBe('thandi@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });

  it('confirms the code with the password chosen here, so the account keeps it (a code alone must not set the password of an address someone else registered first)', async () => {
    jest.spyOn(api, 'createUser').mockResolvedValue({ message: 'Check your email.' });
    const verifyUser = jest.spyOn(api, 'verifyUser').mockResolvedValue({ token: 'fresh-token' });
    const { user } = renderAuthModal({ view: 'register' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(await screen.findByLabelText('Verification code'), 'AB1C2');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(verifyUser).toHaveBeenCalledWith({
        otp: 'AB1C2',
        emailAddress: 'thandi@example.com',
        verificationType: 'email',
        password: 'correct horse',
      }),
    );
  });

  it('sends no marketing extra when the owner leaves the opt-in unticked', async () => {
    const createUser = jest.spyOn(api, 'createUser').mockResolvedValue({ message: 'ok' });
    const { user } = renderAuthModal({ view: 'register' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(createUser).toHaveBeenCalledWith(expect.objectContaining({ extras: [], referrer: null })));
  });

  it('shows the first email-specific server error next to the email field, inside the dialog, announced', async () => {
    jest.spyOn(api, 'createUser').mockRejectedValue(
      new ApiError('Registration failed.', 409, {
        password: ['Too common.'],
        email: ['An account with this email already exists.', 'second'],
      }),
    );
    const { user } = renderAuthModal({ view: 'register' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const modal = screen.getByRole('dialog', { name: 'Create your account' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(within(modal).getByLabelText('Business email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(modal).getByLabelText('Business email')).toHaveAccessibleDescription('An account with this email already exists.');
    expect(within(modal).getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('shows a refusal that names no field above the button, inside the dialog', async () => {
    jest.spyOn(api, 'createUser').mockRejectedValue(new ApiError('The server is busy. Please try again in a moment.', 503));
    const { user } = renderAuthModal({ view: 'register' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const modal = screen.getByRole('dialog', { name: 'Create your account' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The server is busy. Please try again in a moment.');
    expect(useSessionStore.getState().error).toBeNull();
  });
});

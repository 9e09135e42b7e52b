import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { api, ApiError } from '@adlaunch/session/api';
import { renderPage } from '../../../testing/render';
import { SocialLeadForm } from './social-lead-form';

const THANKS = 'Thanks! A social media specialist will contact you within one business day.';

async function fillValidForm(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Thandi Nkosi');
  await user.type(screen.getByLabelText('Business name'), 'Nkosi Florists');
  await user.type(screen.getByLabelText('Email'), 'Thandi@Example.com');
  await user.type(screen.getByLabelText('Mobile number'), '+27 82 123 4567');
  await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
  await user.click(screen.getByRole('checkbox', { name: 'Facebook' }));
  await user.selectOptions(screen.getByLabelText('Monthly advertising budget'), 'R5,000 to R15,000 a month');
  await user.type(screen.getByLabelText('What would you like to achieve? (optional)'), 'More wedding bookings');
}

describe('SocialLeadForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows validation messages only after a field is touched', async () => {
    const { user } = renderPage(<SocialLeadForm />);
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Email'));
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.email);
  });

  it('does not call the API when required fields are missing', async () => {
    const spy = jest.spyOn(api, 'socialLead');
    const { user } = renderPage(<SocialLeadForm />);
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText('Choose at least one platform.')).toBeInTheDocument();
    expect(screen.getByText('Choose a monthly budget.')).toBeInTheDocument();
    expect(screen.getByText('Tell us your name.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('submits the lead through the API and shows the success message', async () => {
    const spy = jest.spyOn(api, 'socialLead').mockResolvedValue({ message: THANKS });
    const { user } = renderPage(<SocialLeadForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toMatchObject({
      name: 'Thandi Nkosi',
      businessName: 'Nkosi Florists',
      email: 'thandi@example.com',
      phone: '+27 82 123 4567',
      platforms: ['facebook', 'instagram'],
      monthlyBudget: '5000_15000',
      message: 'More wedding bookings',
    });
    expect(screen.queryByRole('button', { name: 'Request a call back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('shows the server error and keeps the answers for another try', async () => {
    jest.spyOn(api, 'socialLead').mockRejectedValue(new ApiError('Too many requests, please try again later.', 429));
    const { user } = renderPage(<SocialLeadForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Thandi Nkosi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a call back' })).toBeEnabled());
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { MESSAGES, searchStepPath, VAT_TEXTS, type Profile } from '@adlaunch/shared';
import {
  adWith,
  CAPE_TOWN,
  currentPath,
  expectEmptyNamedFields,
  expectFrameValues,
  expectNoPlanLine,
  leaveFrame,
  renderFrame,
  renderWizard,
  resetSession,
  sessionFor,
} from '../../../testing/render';
import { CONTACT_ANSWERS } from '@adlaunch/ui-kit/testing';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

const GAUTENG = { id: 'st:ZA:GP', name: 'Gauteng', type: 'state' as const, country: 'South Africa' };

describe('about step', () => {
  it('ranks places in a province already chosen first, and keeps focus in the field when a chip is removed with Enter', async () => {
    const sandton = { id: 'gn:1', name: 'Sandton, Gauteng', type: 'city' as const, country: 'South Africa' };
    const rosebankWc = { id: 'gn:2', name: 'Rosebank, Western Cape', type: 'city' as const, country: 'South Africa' };
    const rosebankGp = { id: 'gn:3', name: 'Rosebank, Gauteng', type: 'city' as const, country: 'South Africa' };
    jest
      .spyOn(api, 'locationSearch')
      .mockImplementation(({ locationTerm }) =>
        Promise.resolve({ list: locationTerm === 'sandton' ? [sandton] : [rosebankWc, rosebankGp] }),
      );
    const { user } = renderWizard('/setup-search/about', null);
    const combobox = await screen.findByRole('combobox', { name: 'Locations' });
    await user.type(combobox, 'sandton');
    await screen.findByRole('option', { name: /Sandton/ });
    await user.keyboard('{Enter}');
    await user.type(combobox, 'rosebank');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Rosebank, Gauteng');
    await user.keyboard('{Enter}');
    const chips = screen.getByRole('list', { name: 'Chosen locations' });
    expect(within(chips).getByText('Rosebank, Gauteng')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Remove Sandton, Gauteng' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Sandton, Gauteng' })).not.toBeInTheDocument();
    expect(combobox).toHaveFocus();
  });

  it('shows the validation messages after submitting an empty form', async () => {
    const save = jest.spyOn(api, 'saveSearchAd');
    const { user } = renderWizard('/setup-search/about', null);
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getByText('Choose at least one location.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.vatAnswer)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('searches places from 3 characters, 300 ms after typing, and keeps chosen ones as removable chips', async () => {
    const search = jest.spyOn(api, 'locationSearch').mockResolvedValue({ list: [CAPE_TOWN, GAUTENG] });
    const { user } = renderWizard('/setup-search/about', null);
    const combobox = await screen.findByRole('combobox', { name: 'Locations' });
    await user.type(combobox, 'ca');
    await new Promise((r) => setTimeout(r, 400));
    expect(search).not.toHaveBeenCalled();

    await user.type(combobox, 'pe');
    expect(search).not.toHaveBeenCalled();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenCalledWith({ locationTerm: 'cape' });
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: /Gauteng/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const chips = screen.getByRole('list', { name: 'Chosen locations' });
    expect(within(chips).getByText('Gauteng')).toBeInTheDocument();
    expect(combobox).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Gauteng' }));
    expect(screen.queryByRole('list', { name: 'Chosen locations' })).not.toBeInTheDocument();
  });

  it('says "No places found" in visible text, not only to screen readers', async () => {
    jest.spyOn(api, 'locationSearch').mockResolvedValue({ list: [] });
    const { user } = renderWizard('/setup-search/about', null);
    await user.type(await screen.findByRole('combobox', { name: 'Locations' }), 'qqqzzz');
    const message = await screen.findByText('No places found.', { exact: false });
    expect(message).not.toHaveClass('sr-only');
    expect(message).toHaveTextContent('Try the nearest town or suburb, or your province.');
    expect(message).toBeVisible();
  });

  it('only logs location search errors', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'locationSearch').mockRejectedValue(new ApiError('Too many requests.', 429));
    const { user } = renderWizard('/setup-search/about', null);
    await user.type(await screen.findByRole('combobox', { name: 'Locations' }), 'durban');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Too many requests.')).not.toBeInTheDocument();
  });

  it('saves the step (creating the ad) and moves on to details', async () => {
    jest.spyOn(api, 'locationSearch').mockResolvedValue({ list: [CAPE_TOWN] });
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about']) });
    const { user } = renderWizard('/setup-search/about', null);
    await user.type(await screen.findByLabelText('Mobile number'), '+27 82 555 0101');
    await user.type(screen.getByLabelText('Business name'), 'Sipho Plumbing');
    await user.type(screen.getByLabelText('Website'), 'sipho.co.za');
    await user.type(screen.getByRole('combobox', { name: 'Locations' }), 'cape');
    await user.click(await screen.findByRole('option', { name: /Cape Town/ }));
    await user.type(screen.getByLabelText('Business address'), '1 Long St, Cape Town');
    // Asked here, before any price (decision 017); the optional VAT number shows for "Yes" and is checked.
    const southAfrica = screen.getByRole('group', { name: VAT_TEXTS.question });
    expect(screen.queryByLabelText('VAT number (optional)')).not.toBeInTheDocument();
    await user.click(within(southAfrica).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('VAT number (optional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(MESSAGES.vatNumber)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('VAT number (optional)'));
    await user.type(screen.getByLabelText('VAT number (optional)'), '4123 456 789');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(currentPath()).toBe('/setup-search/details'));
    expect(save).toHaveBeenCalledWith({
      ...CONTACT_ANSWERS,
      location_ids: [CAPE_TOWN.id],
      address: '1 Long St, Cape Town',
      charge_vat: 'yes',
      vat_number: '4123456789',
      ads_id: null,
    });
  });

  it('keeps the saved South Africa answer in the session, so the pay step prices with it from its first render', async () => {
    resetSession(sessionFor('thandi@example.com', false, { vatAnswered: false }));
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about']) });
    const { user } = renderWizard('/setup-search/about', adWith(['about', 'details']));
    const southAfrica = await screen.findByRole('group', { name: VAT_TEXTS.question });
    // Never answered (the sign-up dialog does not ask): nothing is chosen for the owner.
    expect(within(southAfrica).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(southAfrica).getByRole('radio', { name: 'No' })).not.toBeChecked();
    await user.click(within(southAfrica).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/details'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ charge_vat: 'yes', vat_number: null }));
    expect(useSessionStore.getState().session?.user).toMatchObject({ chargeVAT: true, vatAnswered: true });
  });

  it('shows an answer given before, lets a "yes" change until the owner pays, and offers no "No" after', async () => {
    resetSession(sessionFor('thandi@example.com', false, { vatAnswered: true }));
    const first = renderWizard('/setup-search/about', adWith(['about']));
    const answered = await screen.findByRole('group', { name: VAT_TEXTS.question });
    expect(within(answered).getByRole('radio', { name: 'No' })).toBeChecked();
    first.unmount();

    resetSession(sessionFor('thandi@example.com', false, { chargeVAT: true, vatAnswered: true, vatNumber: '4123456789' }));
    const unpaid = renderWizard('/setup-search/about', adWith(['about']));
    const open = await screen.findByRole('group', { name: VAT_TEXTS.question });
    expect(within(open).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(open).getByRole('radio', { name: 'No' })).toBeEnabled();
    unpaid.unmount();

    const paid = { history: [], totals: { count: 1, paidCents: 782000 } };
    resetSession(
      sessionFor('thandi@example.com', false, { chargeVAT: true, vatAnswered: true, vatNumber: '4123456789', transactions: paid }),
    );
    renderWizard('/setup-search/about', adWith(['about']));
    const locked = await screen.findByRole('group', { name: VAT_TEXTS.question });
    expect(within(locked).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(locked).queryByRole('radio', { name: 'No' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('VAT number (optional)')).toHaveValue('4123456789');
  });

  it('prefills the saved ad and sends its id', async () => {
    resetSession(sessionFor('thandi@example.com', false, { vatAnswered: true }));
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about']) });
    const { user } = renderWizard('/setup-search/about', adWith(['about', 'details']));
    expect(await screen.findByLabelText('Business name')).toHaveValue('Sipho Plumbing');
    expect(screen.getByText('Cape Town, Western Cape')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ ads_id: 9, location_ids: [CAPE_TOWN.id] })));
  });

  it('a daily limit on new campaigns (429) shows in the banner, and the step keeps what was typed', async () => {
    const limit = 'You can start at most 5 campaigns a day. Please finish the one you started, or try again tomorrow.';
    jest.spyOn(api, 'locationSearch').mockResolvedValue({ list: [CAPE_TOWN] });
    jest.spyOn(api, 'saveSearchAd').mockRejectedValue(new ApiError(limit, 429));
    const { user } = renderWizard('/setup-search/about', null);
    await user.type(await screen.findByLabelText('Mobile number'), '+27 82 555 0101');
    await user.type(screen.getByLabelText('Business name'), 'Sipho Plumbing');
    await user.type(screen.getByLabelText('Website'), 'sipho.co.za');
    await user.type(screen.getByRole('combobox', { name: 'Locations' }), 'cape');
    await user.click(await screen.findByRole('option', { name: /Cape Town/ }));
    await user.type(screen.getByLabelText('Business address'), '1 Long St, Cape Town');
    await user.click(within(screen.getByRole('group', { name: VAT_TEXTS.question })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe(limit));
    expect(currentPath()).toBe('/setup-search/about');
    expect(screen.getByLabelText('Business name')).toHaveValue('Sipho Plumbing');
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('keeps the step and shows the banner when the save fails', async () => {
    resetSession(sessionFor('thandi@example.com', false, { vatAnswered: true }));
    jest.spyOn(api, 'saveSearchAd').mockRejectedValue(new ApiError('Choose your locations from the suggestions list.', 400));
    const { user } = renderWizard('/setup-search/about', adWith(['about']));
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const { useSessionStore } = await import('@adlaunch/session');
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe('Choose your locations from the suggestions list.'));
    expect(currentPath()).toBe('/setup-search/about');
    expect(useSessionStore.getState().pending).toBe(0);
  });

  describe('reuses what the owner already gave', () => {
    const profile: Profile = {
      id: 7,
      businessName: 'Sipho Plumbing (Pty) Ltd',
      businessUrl: 'http://sipho.co.za',
      mobile: '+27 82 555 0101',
      category: 'Plumber',
      registrationNumber: null,
      description: null,
      image: null,
      certificate: null,
      address: '14 Bree Street',
      zipcode: '8001',
      city: 'Cape Town',
      country: 'South Africa',
      status: 'paid',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };

    it('fills the empty fields from the account and the business profile, never over what the campaign saved', async () => {
      resetSession(sessionFor('thandi@example.com', false, { mobile: '+27 82 000 1111' }));
      renderWizard('/setup-search/about', adWith([], { businessName: 'Sipho Plumbing' }), profile);
      expect(await screen.findByLabelText('Business name')).toHaveValue('Sipho Plumbing');
      expect(screen.getByLabelText('Mobile number')).toHaveValue('+27 82 000 1111');
      await waitFor(() => expect(screen.getByLabelText('Website')).toHaveValue('http://sipho.co.za'));
      expect(screen.getByLabelText('Business address')).toHaveValue('14 Bree Street, Cape Town, 8001');
    });

    it('fills them when the profile and the account arrive after the step, leaving what the owner typed', async () => {
      resetSession();
      let arrive: (p: Profile) => void = () => undefined;
      const { user } = renderWizard('/setup-search/about', null, new Promise<Profile | null>((resolve) => (arrive = resolve)));
      await user.type(await screen.findByLabelText('Website'), 'www.mine.co.za');
      await act(async () => arrive(profile));
      await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveValue('Sipho Plumbing (Pty) Ltd'));
      expect(screen.getByLabelText('Website')).toHaveValue('www.mine.co.za');
      expect(screen.getByLabelText('Mobile number')).toHaveValue('+27 82 555 0101');

      await user.clear(screen.getByLabelText('Mobile number'));
      act(() => useSessionStore.getState().setSession(sessionFor('thandi@example.com', false, { mobile: '+27 82 000 1111' })));
      // Cleared by the owner: left empty.
      expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    });
  });

  describe('as a served frame (decision 036)', () => {
    afterEach(leaveFrame);
    const profile: Profile = {
      id: 7,
      businessName: 'Sipho Plumbing (Pty) Ltd',
      businessUrl: 'http://sipho.co.za',
      mobile: '+27 82 555 0101',
      category: 'Plumber',
      registrationNumber: null,
      description: null,
      image: null,
      certificate: null,
      address: '14 Bree Street',
      zipcode: '8001',
      city: 'Cape Town',
      country: 'South Africa',
      status: 'paid',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };

    it('shows the form with no one’s answers: named, enabled, empty fields, and the places as a placeholder', async () => {
      renderFrame('/setup-search/about');
      const save = await screen.findByRole('button', { name: 'Save and continue' });
      expectEmptyNamedFields(save);
      expect(screen.getByRole('combobox', { name: 'Locations' })).toHaveAttribute('name', 'location_search');
      expect(screen.getByText('Loading your locations…')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('list', { name: 'Chosen locations' })).not.toBeInTheDocument();
      // Both answers are offered (a frame does not know whether the owner has paid with a "yes").
      const southAfrica = screen.getByRole('group', { name: VAT_TEXTS.question });
      expect(within(southAfrica).getAllByRole('radio')).toHaveLength(2);
      expect(screen.queryByText('Loading your campaign…')).not.toBeInTheDocument();
      expectNoPlanLine();
    });

    it.each([
      ['the campaign saved, and a "yes" with its VAT number', true],
      ['the account and the business profile, and no VAT answer', false],
    ])('holds in the app what the server fills in: from %s', async (_, saved) => {
      const user = sessionFor('thandi@example.com', false, {
        mobile: '+27 82 000 1111',
        ...(saved ? { chargeVAT: true, vatAnswered: true, vatNumber: '4123456789' } : {}),
      });
      resetSession(user);
      const ad = saved ? adWith(['about']) : adWith([], { businessName: 'Sipho Plumbing' });
      renderWizard('/setup-search/about', ad, profile);
      await screen.findByRole('button', { name: 'Save and continue' });
      await waitFor(() => expect(screen.getByLabelText('Website')).toHaveValue('http://sipho.co.za'));
      const values = expectFrameValues(searchStepPath('about'), { user: user.user, searchAd: ad, profile });
      expect(values).toEqual(
        saved
          ? {
              mobile: '+27 82 555 0101',
              business_name: 'Sipho Plumbing',
              business_url: 'http://sipho.co.za',
              address: '1 Long St, Cape Town',
              charge_vat: 'yes',
              vat_number: '4123456789',
            }
          : {
              mobile: '+27 82 000 1111',
              business_name: 'Sipho Plumbing',
              business_url: 'http://sipho.co.za',
              address: '14 Bree Street, Cape Town, 8001',
              charge_vat: '',
            },
      );
    });
  });
});

describe('a send with errors', () => {
  it('puts focus on the first field in error in page order: the places, not the business address after them', async () => {
    resetSession(sessionFor('thandi@example.com', false, { mobile: '+27 82 000 1111', websiteUrl: 'www.sipho.co.za' }));
    const { user } = renderWizard('/setup-search/about', adWith([], { businessName: 'Sipho Plumbing' }));
    expect(await screen.findByLabelText('Business name')).toHaveValue('Sipho Plumbing');
    const addressFocused = jest.fn();
    screen.getByLabelText('Business address').addEventListener('focus', addressFocused);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose at least one location.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Locations' })).toHaveFocus());
    // And it stays there: react-hook-form focuses again a moment later, in the order its fields registered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('combobox', { name: 'Locations' })).toHaveFocus();
    expect(addressFocused).not.toHaveBeenCalled();
  });

  it('puts focus on the first field of an empty form, the mobile number', async () => {
    const { user } = renderWizard('/setup-search/about', null);
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });
});

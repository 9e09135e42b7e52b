import { screen, within } from '@testing-library/react';
import { mockCalls, renderBackoffice } from '../../testing/render';

const team = {
  staff: [
    { id: 7, email: 'nomsa@adlaunch.example', roles: ['admin'] },
    { id: 8, email: 'pieter@adlaunch.example', roles: ['campaigns', 'support'] },
  ],
};

it('adds a person with their roles', async () => {
  const api = mockCalls();
  api.team.mockResolvedValue(team);
  api.addStaff.mockResolvedValue({ member: { id: 9, email: 'lerato@adlaunch.example', roles: ['finance'] } });
  const { user } = renderBackoffice('/staff/team', ['admin'], api);
  const form = screen.getByRole('form', { name: 'Add a person' });
  await user.type(within(form).getByLabelText(/Email/), 'lerato@adlaunch.example');
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Give at least one role.');
  await user.click(within(form).getByRole('checkbox', { name: /^finance/ }));
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(api.addStaff).toHaveBeenCalledWith({ email: 'lerato@adlaunch.example', roles: ['finance'] });
  expect(await screen.findByText('lerato@adlaunch.example can sign in at /staff now.')).toBeInTheDocument();
});

it('removes a person only after the dialog is confirmed, and never offers to remove oneself', async () => {
  const api = mockCalls();
  api.team.mockResolvedValue(team);
  api.removeStaff.mockResolvedValue({ endedSessions: 1 });
  const { user } = renderBackoffice('/staff/team', ['admin'], api);
  const remove = await screen.findByRole('button', { name: 'Remove pieter@adlaunch.example' });
  expect(screen.queryByRole('button', { name: 'Remove nomsa@adlaunch.example' })).not.toBeInTheDocument();
  await user.click(remove);
  expect(api.removeStaff).not.toHaveBeenCalled();
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove pieter@adlaunch.example?' })).getByRole('button', { name: 'Remove' }),
  );
  expect(api.removeStaff).toHaveBeenCalledWith(8);
  expect(await screen.findByText('pieter@adlaunch.example is removed.')).toBeInTheDocument();
});

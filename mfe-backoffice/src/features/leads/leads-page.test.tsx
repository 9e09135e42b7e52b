import { screen, waitFor, within } from '@testing-library/react';
import { mockCalls, renderBackoffice } from '../../testing/render';

const lead = {
  id: 3,
  createdAt: '2026-11-26T09:00:00.000Z',
  name: 'Ayanda Dube',
  email: 'ayanda@example.com',
  phone: '+27 82 555 0199',
  businessName: 'Dube Fitness',
  website: null,
  platforms: ['Facebook', 'Instagram'],
  monthlyBudget: 'R5,000 – R10,000',
  message: 'We open a second gym in March.',
  state: 'new' as const,
  answeredBy: null,
  answeredAt: null,
};

it("changes a lead's state with a note, and filters by state", async () => {
  const api = mockCalls();
  api.leads.mockResolvedValue({ leads: [lead], page: 1, perPage: 25, total: 1 });
  api.updateLead.mockResolvedValue({ lead: { ...lead, state: 'contacted' } });
  const { user } = renderBackoffice('/staff/leads', ['support'], api);
  const card = await screen.findByRole('article', { name: /Dube Fitness/ });
  expect(within(card).getByText('Facebook, Instagram')).toBeInTheDocument();
  await user.selectOptions(within(card).getByLabelText("State of Dube Fitness's enquiry"), 'contacted');
  await user.type(within(card).getByLabelText(/Note/), 'Called, sending a proposal.');
  await user.click(within(card).getByRole('button', { name: 'Save Dube Fitness' }));
  expect(api.updateLead).toHaveBeenCalledWith(3, { state: 'contacted', note: 'Called, sending a proposal.' });

  await user.selectOptions(screen.getByLabelText('Show'), 'won');
  await waitFor(() => expect(api.leads).toHaveBeenLastCalledWith({ state: 'won', page: 1 }));
});

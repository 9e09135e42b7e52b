import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { HowItWorksPage } from './how-it-works-page';

describe('HowItWorksPage referral explainer', () => {
  it('opens a dialog explaining referrals, with a Refer a friend link', async () => {
    const { user } = renderPage(<HowItWorksPage />, { path: '/how-it-works' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'How referrals work' }));
    const dialog = await screen.findByRole('dialog', { name: 'How referrals work' });
    expect(dialog).toHaveTextContent('R195 ($10) instead of R650 ($34)');
    expect(dialog).toHaveTextContent('R38 ($2) per month instead of R150 ($8)');

    await user.click(screen.getByRole('link', { name: 'Refer a friend' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/refer-a-friend');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape and returns focus to the button', async () => {
    const { user } = renderPage(<HowItWorksPage />);
    const trigger = screen.getByRole('button', { name: 'How referrals work' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

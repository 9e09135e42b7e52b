import { render, screen, within } from '@testing-library/react';
import { AdPreview } from './ad-preview';

it('shows the ad as a search result: Sponsored, the business and its address, the title and the text', () => {
  render(
    <AdPreview
      url="https://www.siphosbakery.co.za/cakes"
      businessName="Sipho's Bakery"
      headlines={['Birthday Cakes in Soweto', '', 'Order Today']}
      descriptions={['Fresh cakes baked to order.', '']}
    />,
  );
  const preview = within(screen.getByRole('figure', { name: 'Ad preview' }));
  expect(preview.getByText('Sponsored')).toBeInTheDocument();
  expect(preview.getByText("Sipho's Bakery")).toBeInTheDocument();
  expect(preview.getByText('www.siphosbakery.co.za')).toBeInTheDocument();
  expect(preview.getByText('Birthday Cakes in Soweto | Order Today')).toBeInTheDocument();
  expect(preview.getByText('Fresh cakes baked to order.')).toBeInTheDocument();
});

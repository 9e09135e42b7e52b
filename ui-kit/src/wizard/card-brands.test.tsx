import { render, screen, within } from '@testing-library/react';
import { CardBrands } from './card-brands';

it('names the cards accepted and who processes the payment', () => {
  render(<CardBrands />);
  const brands = within(screen.getByRole('list', { name: 'Cards we accept' })).getAllByRole('listitem');
  expect(brands.map((b) => b.textContent)).toEqual(['VISA', 'Mastercard', 'AMEX']);
  expect(screen.getByText(/processed securely by Paystack/)).toBeInTheDocument();
});

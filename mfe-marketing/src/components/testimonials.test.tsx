import { render, screen, within } from '@testing-library/react';
import { initials, Testimonials } from './testimonials';

describe('Testimonials', () => {
  it('makes an avatar of the initials of a name', () => {
    expect(initials('Lerato Mokoena')).toBe('LM');
    expect(initials('Pieter van Wyk')).toBe('PW');
    expect(initials('Anele')).toBe('A');
  });

  it('quotes each owner with their name and business', () => {
    render(
      <Testimonials
        items={[{ quote: 'We get calls every week.', name: 'Lerato Mokoena', business: 'Mokoena Plumbing & Geysers', place: 'Soweto' }]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('figure')).toHaveTextContent('We get calls every week.');
    expect(within(item).getByText('Lerato Mokoena')).toBeVisible();
    expect(within(item).getByText('Mokoena Plumbing & Geysers, Soweto')).toBeVisible();
    expect(within(item).getByText('LM')).toHaveAttribute('aria-hidden', 'true');
  });
});

import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { TermsOfServicePage } from './terms-of-service-page';

it('credits GeoNames for the place names, with its licence', () => {
  renderPage(<TermsOfServicePage />, { path: '/terms-of-service' });
  expect(screen.getByRole('heading', { name: /^\d+\. Place names$/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
  expect(screen.getByRole('link', { name: 'Creative Commons Attribution 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
});

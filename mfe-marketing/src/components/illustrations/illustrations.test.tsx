import { render, screen } from '@testing-library/react';
import { MapsListingIllustration } from './maps-listing-illustration';
import { SearchResultIllustration } from './search-result-illustration';
import { SocialAdIllustration } from './social-ad-illustration';

describe('product illustrations', () => {
  it.each([
    ['search result', <SearchResultIllustration key="search" />, /ad at the top: Sponsored, greenleafplumbing\.co\.za/],
    ['maps listing', <MapsListingIllustration key="maps" />, /rated 4\.8 stars .* open until 17:00/],
    ['social ad', <SocialAdIllustration key="social" />, /sponsored social media post .* Order now/],
  ])('draws the %s as one image with a text alternative and a fixed aspect ratio', (_, element, name) => {
    const { container } = render(element);
    const image = screen.getByRole('img', { name });
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(image).toHaveAttribute('viewBox', `0 0 ${image.getAttribute('width')} ${image.getAttribute('height')}`);
  });
});

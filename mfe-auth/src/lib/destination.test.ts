import { destinationAfterAuth } from './destination';

describe('destinationAfterAuth', () => {
  it('leads the pricing pages to their wizard and keeps every other page', () => {
    expect(destinationAfterAuth('/pricing')).toBe('/setup-search/about');
    expect(destinationAfterAuth('/pricing/')).toBe('/setup-search/about');
    expect(destinationAfterAuth('/google-business-profile-pricing')).toBe('/setup-gbp/about');
    expect(destinationAfterAuth('/')).toBeNull();
    expect(destinationAfterAuth('/faqs')).toBeNull();
  });
});

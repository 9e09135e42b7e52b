import type { Profile, SearchAd } from '../schemas/entities';
import { allowedStep, firstIncompleteProfileStep, firstIncompleteSearchStep, isSearchAdComplete } from './completeness';
import { SEARCH_STEPS } from '../constants/routes';

const complete: SearchAd = {
  id: 1,
  mobile: '+27 82 555 0101',
  businessName: 'Sipho Plumbing',
  businessUrl: 'http://sipho.co.za',
  locations: [{ id: 'co:ZA', name: 'South Africa', type: 'country', country: 'South Africa' }],
  address: '1 Long St',
  ad_details: { headline_1: 'a', headline_2: 'b', headline_3: 'c', desc_1: 'd', desc_2: 'e' },
  keywords: ['plumber'],
  competitors: ['Acme'],
  negative_keywords: [],
  status: 'setup',
  plan: null,
  budgetCents: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('firstIncompleteSearchStep (product spec §4)', () => {
  it('starts at about without an ad', () => {
    expect(firstIncompleteSearchStep(null)).toBe('about');
    expect(firstIncompleteSearchStep(undefined)).toBe('about');
  });

  it.each([
    ['mobile', { mobile: null }],
    ['business name', { businessName: '  ' }],
    ['URL', { businessUrl: '' }],
    ['locations', { locations: [] }],
    ['address', { address: null }],
  ])('sends a missing %s to about', (_field, change) => {
    expect(firstIncompleteSearchStep({ ...complete, ...change })).toBe('about');
  });

  it.each(['headline_1', 'headline_2', 'headline_3', 'desc_1', 'desc_2'] as const)('sends a missing %s to details', (field) => {
    expect(firstIncompleteSearchStep({ ...complete, ad_details: { ...complete.ad_details!, [field]: '' } })).toBe('details');
  });

  it('sends missing ad details to details, before checking keywords', () => {
    expect(firstIncompleteSearchStep({ ...complete, ad_details: null, keywords: [] })).toBe('details');
  });

  it('sends empty keywords to keywords; competitors are optional', () => {
    expect(firstIncompleteSearchStep({ ...complete, keywords: [] })).toBe('keywords');
    expect(firstIncompleteSearchStep({ ...complete, competitors: [] })).toBe('pay');
  });

  it('answers pay for a complete ad', () => {
    expect(firstIncompleteSearchStep(complete)).toBe('pay');
    expect(isSearchAdComplete(complete)).toBe(true);
  });
});

describe('allowedStep', () => {
  it('opens steps up to the first incomplete one', () => {
    expect(allowedStep('about', SEARCH_STEPS, 'keywords', 'setup')).toBe('about');
    expect(allowedStep('keywords', SEARCH_STEPS, 'keywords', 'setup')).toBe('keywords');
    expect(allowedStep('pay', SEARCH_STEPS, 'about', 'setup')).toBe('about');
    expect(allowedStep('pay', SEARCH_STEPS, 'details', null)).toBe('details');
  });
  it('shows status only once paid, and only status after', () => {
    expect(allowedStep('status', SEARCH_STEPS, 'pay', 'setup')).toBe('pay');
    expect(allowedStep('status', SEARCH_STEPS, 'pay', 'paid')).toBe('status');
    expect(allowedStep('about', SEARCH_STEPS, 'pay', 'active')).toBe('status');
  });
});

describe('firstIncompleteProfileStep', () => {
  const profile: Profile = {
    id: 1,
    businessName: 'S',
    businessUrl: 'http://s.co.za',
    mobile: '1',
    category: 'Plumber',
    registrationNumber: '1',
    description: 'd',
    image: '/i',
    certificate: '/c',
    address: 'a',
    zipcode: '1',
    city: 'c',
    country: 'ZA',
    status: 'setup',
    updatedAt: '',
  };
  it('walks about, business, address, pay', () => {
    expect(firstIncompleteProfileStep(null)).toBe('about');
    expect(firstIncompleteProfileStep({ ...profile, category: null })).toBe('about');
    expect(firstIncompleteProfileStep({ ...profile, image: '' })).toBe('business');
    expect(firstIncompleteProfileStep({ ...profile, zipcode: null })).toBe('address');
    expect(firstIncompleteProfileStep(profile)).toBe('pay');
  });

  it('lets a sole proprietor through without a registration number or certificate', () => {
    expect(firstIncompleteProfileStep({ ...profile, registrationNumber: null, certificate: null })).toBe('pay');
  });
});

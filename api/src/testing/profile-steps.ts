/** A business profile's columns with every wizard step filled in, as the API tests insert it before paying. */
export const filledProfile = {
  business_name: 'Sipho',
  business_url: 'http://sipho.co.za',
  mobile: '+27825550101',
  category: 'Plumber',
  registration_number: '2020/1',
  description: 'A plumbing business in Cape Town.',
  image: '/a.jpg',
  certificate: '/c.pdf',
  address: '1 Long St',
  zipcode: '8001',
  city: 'Cape Town',
  country: 'South Africa',
};

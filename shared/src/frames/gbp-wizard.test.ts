import { splitAddress } from './gbp-wizard';

it('reads the street, town and postal code of a one-line address', () => {
  expect(splitAddress('14 Bree Street, Cape Town, 8001')).toEqual({ address: '14 Bree Street', city: 'Cape Town', zipcode: '8001' });
  expect(splitAddress('14 Bree Street, Cape Town 8001')).toEqual({ address: '14 Bree Street', city: 'Cape Town', zipcode: '8001' });
  expect(splitAddress('Shop 4, 12 Main Road, Rosebank, Johannesburg')).toEqual({
    address: 'Shop 4, 12 Main Road, Rosebank',
    city: 'Johannesburg',
    zipcode: '',
  });
  expect(splitAddress('14 Bree Street, Cape Town')).toEqual({ address: '14 Bree Street', city: 'Cape Town', zipcode: '' });
});

it('keeps what it cannot tell apart in the street address', () => {
  expect(splitAddress('1 Long St')).toEqual({ address: '1 Long St', city: '', zipcode: '' });
  expect(splitAddress('Unit 5, 22 Loop Street')).toEqual({ address: 'Unit 5, 22 Loop Street', city: '', zipcode: '' });
  expect(splitAddress(null)).toEqual({ address: '', city: '', zipcode: '' });
});

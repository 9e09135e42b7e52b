import { MESSAGES } from '../constants/messages';
import { gbpAddressSchema, gbpAboutSchema, gbpDetailsSchema, saveProfileRequestSchema } from './calls/profiles';
import { saveSearchAdRequestSchema, searchKeywordsSchema, searchKeywordsSchemaFor } from './calls/search-ads';
import { mobileSchema, otpSchema, registrationNumberSchema } from './fields';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('login codes as owners type and paste them', () => {
  it.each([
    [' cx1za ', 'CX1ZA'],
    ['cxiza', 'CX1ZA'],
    ['CXLZA', 'CX1ZA'],
    ['o9aa4', '09AA4'],
    ['CX1 ZA', 'CX1ZA'],
  ])('reads %j as %s', (typed, code) => {
    expect(otpSchema.parse(typed)).toBe(code);
  });

  it('still refuses a short code and a letter the codes never use, with a clear message', () => {
    expect(messageOf(otpSchema.safeParse('CX1Z'))).toBe(MESSAGES.otp);
    expect(messageOf(otpSchema.safeParse('CX1ZU'))).toBe(MESSAGES.otpCharacters);
  });
});

describe('South African mobile numbers', () => {
  it.each(['082 123 4567', '+27 82 123 4567', '0611234567', '(072) 123-4567', '+44 7911 123456'])('accepts %s', (mobile) => {
    expect(mobileSchema.safeParse(mobile).success).toBe(true);
  });

  it('refuses a landline as a mobile number, and a number of the wrong length', () => {
    expect(messageOf(mobileSchema.safeParse('011 123 4567'))).toBe(MESSAGES.mobileLandline);
    expect(messageOf(mobileSchema.safeParse('+27 21 123 4567'))).toBe(MESSAGES.mobileLandline);
    expect(messageOf(mobileSchema.safeParse('082 123 456'))).toBe(MESSAGES.mobileLength);
  });
});

describe('sole traders and company numbers', () => {
  const about = { mobile: '082 123 4567', business_name: 'Ma Thandi Bakes', business_url: 'mathandi.co.za', category: 'Bakery' };

  it('lets a sole proprietor leave the registration number and certificate out', () => {
    expect(gbpAboutSchema.safeParse({ ...about, registration_number: '' }).success).toBe(true);
    expect(
      gbpDetailsSchema.safeParse({ description: 'A bakery in Rosebank since 2010.', image_url: '/x.png', certificate_url: '' }).success,
    ).toBe(true);
  });

  it('checks a number that is given against the CIPC form YYYY/NNNNNN/NN', () => {
    expect(registrationNumberSchema.parse(' 2019/123456/07 ')).toBe('2019/123456/07');
    expect(messageOf(gbpAboutSchema.safeParse({ ...about, registration_number: 'abc' }))).toBe(MESSAGES.registrationNumber);
    expect(messageOf(registrationNumberSchema.safeParse('2019/12345/07'))).toBe(MESSAGES.registrationNumber);
  });
});

describe('postal codes', () => {
  const address = { address: '1 Jan Smuts Ave', city: 'Johannesburg' };

  it('needs 4 digits when the country is South Africa, on the form and in the request', () => {
    const result = gbpAddressSchema.safeParse({ ...address, zipcode: 'ABCDE', country: 'South Africa' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['zipcode'], message: MESSAGES.postalCodeSa });
    expect(saveProfileRequestSchema.safeParse({ ...address, gbp_id: 1, zipcode: '21960', country: 'south africa' }).success).toBe(false);
    expect(gbpAddressSchema.safeParse({ ...address, zipcode: '2196', country: 'South Africa' }).success).toBe(true);
  });

  it('leaves other countries their own formats', () => {
    expect(gbpAddressSchema.safeParse({ ...address, zipcode: 'SW1A 1AA', country: 'United Kingdom' }).success).toBe(true);
  });
});

describe('keywords and competitors', () => {
  it('refuses one without letters, saying so', () => {
    const result = searchKeywordsSchema.safeParse({ keywords: ['birthday cakes'], competitors: ['!!!'] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['competitors', 0], message: MESSAGES.competitor });
    expect(messageOf(searchKeywordsSchema.safeParse({ keywords: ['---'], competitors: ['Sweet Treats'] }))).toBe(MESSAGES.keyword);
    expect(searchKeywordsSchema.safeParse({ keywords: ['cakes 24/7'], competitors: ['Bakers & Co'] }).success).toBe(true);
  });

  it('takes no competitor: the step and the server accept keywords alone', () => {
    expect(searchKeywordsSchema.safeParse({ keywords: ['birthday cakes'], competitors: [] }).success).toBe(true);
    expect(saveSearchAdRequestSchema.safeParse({ ads_id: 1, keywords: ['birthday cakes'], competitors: [] }).success).toBe(true);
  });

  it("holds a plan's keyword limit: Essentials takes 20, not 21, and says so; Growth takes 100", () => {
    const keywords = (n: number) => Array.from({ length: n }, (_, i) => `cakes ${i + 1}`);
    expect(searchKeywordsSchemaFor('low').safeParse({ keywords: keywords(20), competitors: [] }).success).toBe(true);
    const over = searchKeywordsSchemaFor('low').safeParse({ keywords: keywords(21), competitors: [] });
    expect(over.error?.issues[0]).toMatchObject({
      path: ['keywords'],
      message: 'The Essentials plan takes up to 20 keywords: remove some, or choose Growth (up to 100).',
    });
    expect(searchKeywordsSchemaFor('plan_03').safeParse({ keywords: keywords(21), competitors: [] }).success).toBe(false);
    expect(searchKeywordsSchemaFor('high').safeParse({ keywords: keywords(100), competitors: [] }).success).toBe(true);
    expect(messageOf(searchKeywordsSchemaFor('high').safeParse({ keywords: keywords(101), competitors: [] }))).toBe(
      'The Growth plan takes up to 100 keywords: remove some.',
    );
    // Before a plan is paid for, a save takes as many as the largest plan.
    expect(saveSearchAdRequestSchema.safeParse({ ads_id: 1, keywords: keywords(101), competitors: [] }).success).toBe(false);
  });
});

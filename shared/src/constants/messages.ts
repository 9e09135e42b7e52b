export const MESSAGES = {
  required: 'This field is required.',
  email: 'Valid email is required.',
  password: 'Password must be at least 6 characters long.',
  otp: 'OTP is at least 5 characters.',
  firstName: 'First name needs to be at least 2 characters.',
  lastName: 'Last name needs to be at least 2 characters.',
  genericError: 'We ran into an error.',
  zeroTotal: 'There was an error processing your payment. Please try again.',
  vatNumber: 'A South African VAT number has 10 digits and starts with 4 (or leave it empty).',
  vatAnswer: 'Tell us whether your business is in South Africa.',
  terms: 'Please accept the terms of service to continue.',
  mobile: 'Enter a valid mobile number, e.g. 082 123 4567 or +27 82 123 4567.',
  mobileLength: 'A South African mobile number has 10 digits, e.g. 082 123 4567.',
  mobileLandline: 'Enter a mobile number (06x, 07x or 08x): Google sends its verification SMS there, and a landline cannot receive it.',
  registrationNumber: 'Enter the registration number as it is on your CIPC certificate, e.g. 2019/123456/07.',
  postalCodeSa: 'A South African postal code has 4 digits, e.g. 2196.',
  keyword: 'A keyword needs letters, e.g. "birthday cakes".',
  competitor: 'A competitor needs letters: type the business name, e.g. "Sweet Treats Bakery".',
  otpCharacters: 'The code has only the letters and digits in the email we sent. Please check it and type it again.',
} as const;

/** The South Africa (VAT) question, asked on each wizard's first step, and how the pay step states the answer (decision 017). */
export const VAT_TEXTS = {
  question: 'Is your business in South Africa?',
  hint: 'South African businesses pay 15% VAT. We ask now so every price from here on already includes it.',
  included: 'South African business: 15% VAT included',
  none: 'Business outside South Africa: no VAT',
  unanswered: 'Tell us whether your business is in South Africa before paying, so the total includes VAT when it applies.',
  answer: 'Answer on the first step',
  change: 'Change',
  changeLabel: 'Change your answer to "Is your business in South Africa?"',
} as const;

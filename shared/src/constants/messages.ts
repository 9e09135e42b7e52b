export const MESSAGES = {
  required: 'This field is required.',
  email: 'Valid email is required.',
  password: 'Password must be at least 6 characters long.',
  otp: 'OTP is atleast 5 characters.',
  firstName: 'First name needs to be atleast 2 characters.',
  lastName: 'Last name needs to be atleast 2 characters.',
  genericError: 'We ran into an error.',
  zeroTotal: 'There was an error processing your payment. Please try again.',
  vatNumber: 'A South African VAT number has 10 digits and starts with 4 (or leave it empty).',
  vatAnswer: 'Tell us whether your business is in South Africa.',
  terms: 'Please accept the terms of service to continue.',
} as const;

/** The South Africa (VAT) question, asked on each wizard's first step, and how the pay step states the answer (issue 22). */
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

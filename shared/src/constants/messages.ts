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
  terms: 'Please accept the terms of service to continue.',
} as const;

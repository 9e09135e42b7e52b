// The register page's choices and messages: plain values, so the page does not load zod to show them.
export const BUDGET_OPTIONS = [
  { value: 'under_5000', label: 'Under R5,000 a month' },
  { value: '5000_10000', label: 'R5,000 to R10,000 a month' },
  { value: '10000_25000', label: 'R10,000 to R25,000 a month' },
  { value: 'over_25000', label: 'Over R25,000 a month' },
  { value: 'not_sure', label: 'Not sure yet' },
] as const;

export const VAT_MESSAGE = 'Tell us whether your business is in South Africa.';
export const ALREADY_GBP_MESSAGE = 'Tell us whether you already have a Google Business Profile.';
export const BUDGET_MESSAGE = 'Choose a monthly budget.';

// The request and answer schemas of every call, by area.
export * from './calls/answers';
export * from './calls/accounts';
export * from './calls/search-ads';
export * from './calls/profiles';
export * from './calls/payments';
export * from './calls/social-leads';
export * from './calls/reports';
export * from './calls/billing';
export * from './calls/releases';
export * from './calls/staff';
export * from './calls/staff-ad-changes';
export * from './calls/engines';
export * from './calls/staff-work';

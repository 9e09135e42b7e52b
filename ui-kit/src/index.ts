// The UI kit: bundled into each app that uses it and released with that app (never a shared singleton).
export * from './components/modal';
export * from './components/toast';
export * from './components/email-text';
// The wizard pieces shared by the search ads and business profile wizards.
export * from './wizard/step-indicator';
export * from './wizard/totals-table';
export * from './forms/fields';
export * from './forms/guided-form';
export * from './wizard/vat-answer';
export * from './wizard/use-save-step';
export * from './wizard/checkout';
export * from './wizard/payment-dialogs';
export * from './wizard/use-pay-flow';
export * from './wizard/use-prefill';
// Helpers that keep heavy code (zod, a dialog, a page's own chunk) off a page's critical path.
export * from './lib/lazy-zod-resolver';
export * from './lib/preloadable';
export * from './wizard/wizard';
export * from './lib/use-page-meta';
export * from './wizard/status-timeline';
export * from './wizard/card-brands';
export * from './wizard/renewal-note';
export * from './wizard/plan-summary';
export * from './wizard/pay-step';
export * from './wizard/about-step';

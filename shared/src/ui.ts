// React components shared by the shell and the remotes (kept apart from the contract so the API server can import it).
export * from './components/modal';
// The wizard pieces shared by the search ads and business profile wizards.
export * from './wizard/step-indicator';
export * from './wizard/totals-table';
export * from './wizard/form-fields';
export * from './wizard/checkout';
export * from './wizard/payment-dialogs';
export * from './wizard/use-pay-flow';
export * from './wizard/use-step-save';
export * from './wizard/use-load-on-open';

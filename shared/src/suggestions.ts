// Google's ad text rules and the business categories: for the wizards' forms and the suggesters, not on a public page's first load.
export * from './suggestions/ad-text';
export * from './suggestions/categories';
export * from './suggestions/suggestion-answer';

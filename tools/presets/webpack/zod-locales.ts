/**
 * Zod's `locales` namespace, cut to the one locale the site uses. Zod is a federation singleton, so its
 * whole entry is built (nothing can be tree-shaken from a shared module); with every one of its ~50
 * translations that entry was 390 KB and the longest task on an owner's page. Our messages are our
 * own English texts (docs/product-spec.md), and zod itself configures English at start-up.
 */
export { default as en } from 'zod/v4/locales/en.js';

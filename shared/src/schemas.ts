// The zod schemas of every entity and call: loaded with the first form or call, never on a page's critical path.
// The fields and entities come through the package's own `schemas/base` entry, so that in the browser
// they are one shared module (the same objects everywhere) that starts in a task of its own.
//
// Named, not `export *`: in the browser `schemas/base` is a shared module, and webpack's persistent cache
// can restore a star re-export of a shared module with no names in it (decision 018). schemas.test.ts
// checks that every value of `schemas/base` is here.
export {
  accountSchema,
  adDetailsSchema,
  adStatusSchema,
  businessNameSchema,
  cidSchema,
  CIPC_NUMBER,
  emailSchema,
  extrasSchema,
  firstNameSchema,
  idSchema,
  invoiceLineSchema,
  invoiceSchema,
  isSouthAfrica,
  lastNameSchema,
  locationSchema,
  MAX_ID,
  mobileSchema,
  normalizeOtp,
  otpSchema,
  passwordSchema,
  performanceDaySchema,
  productSchema,
  profileSchema,
  profileStatusSchema,
  promoCodeSchema,
  registrationNumberSchema,
  SA_POSTAL_CODE,
  searchAdSchema,
  searchTermSchema,
  sessionUserSchema,
  transactionSchema,
  userSchema,
  websiteSchema,
} from '@adlaunch/shared/schemas/base';
export type * from '@adlaunch/shared/schemas/base';
export * from './schemas/calls';

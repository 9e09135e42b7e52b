import { z } from 'zod';
import { idSchema, productSchema } from './fields';

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['country', 'state', 'city']),
  country: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** The user as the client keeps it (product spec §3). */
export const userSchema = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  chargeVAT: z.boolean(),
  websiteUrl: z.string().nullable(),
  product: productSchema.nullable(),
  budget: z.string().nullable(),
  alreadyGbp: z.boolean(),
  businessName: z.string().nullable(),
  extras: z.array(z.string()),
  locations: z.array(locationSchema),
  address: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const transactionSchema = z.object({
  reference: z.string(),
  product: z.enum(['search_ads', 'gbp']),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('ZAR'),
  /** 'refunding' / 'refunded': the provider completed it but we give the money back (a second payment of one order, a used-up promo code). */
  status: z.enum(['pending', 'success', 'failed', 'refunding', 'refunded']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The invoice issued for a successful payment (e.g. INV-000042); absent for payments made before invoices. */
  invoiceNumber: z.string().nullable().optional(),
  /** What the charge was: the first payment of an order, a monthly renewal, or a card check when the card was updated. */
  kind: z.enum(['order', 'renewal', 'card_check']).optional(),
  /** The South African day it was paid (or tried): the tax invoice's date. */
  day: z.string().optional(),
  /** The period it pays for, first and last day; null for a card check. */
  period: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const accountSchema = userSchema.extend({
  /** The VAT number printed on the owner's tax invoices (asked with the South Africa question). */
  vatNumber: z.string().nullable().optional(),
  /** Whether the South Africa question has been answered (at sign-up, on a wizard's first step or when paying). */
  vatAnswered: z.boolean().optional(),
  name: z.string(),
  clicks: z.number().int(),
  views: z.number().int(),
  has_ads: z.boolean(),
  isStaff: z.boolean(),
  referralCode: z.string(),
  /** The A/B variant the server assigned to the account: its prices follow it, whatever the browser stored. */
  abVariant: z.enum(['A', 'B']).optional(),
  /** True when the referral code stored with the account is another, verified account's: its orders get the referral price. */
  referralValid: z.boolean().optional(),
  transactions: z.object({
    history: z.array(transactionSchema),
    /** Only what was paid and kept: `count` payments totalling `paidCents` (failed tries and refunds are not counted). */
    totals: z.object({ count: z.number().int(), paidCents: z.number().int() }),
  }),
});
export type Account = z.infer<typeof accountSchema>;

/** The logged-in user object (product spec §3). */
export const sessionUserSchema = z.object({
  message: z.string(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  user: accountSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adStatusSchema = z.enum(['setup', 'paid', 'in_review', 'active', 'paused', 'cancelled']);
export type AdStatus = z.infer<typeof adStatusSchema>;

export const adDetailsSchema = z.object({
  headline_1: z.string(),
  headline_2: z.string(),
  headline_3: z.string(),
  desc_1: z.string(),
  desc_2: z.string(),
});
export type AdDetails = z.infer<typeof adDetailsSchema>;

export const searchAdSchema = z.object({
  id: idSchema,
  mobile: z.string().nullable(),
  businessName: z.string().nullable(),
  businessUrl: z.string().nullable(),
  locations: z.array(locationSchema),
  address: z.string().nullable(),
  ad_details: adDetailsSchema.nullable(),
  keywords: z.array(z.string()),
  competitors: z.array(z.string()),
  /** Words to exclude: searches containing them never show the ad. Older answers lack it. */
  negative_keywords: z.array(z.string()).default([]),
  status: adStatusSchema,
  plan: z.string().nullable(),
  budgetCents: z.number().int(),
  updatedAt: z.string(),
  /** The newest note staff wrote for the owner with a status move, shown beside the status. */
  statusNote: z.object({ text: z.string(), at: z.string() }).nullish(),
});
export type SearchAd = z.infer<typeof searchAdSchema>;

export const profileStatusSchema = z.enum(['setup', 'paid', 'in_review', 'verification', 'live', 'cancelled']);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

export const profileSchema = z.object({
  id: idSchema,
  businessName: z.string().nullable(),
  businessUrl: z.string().nullable(),
  mobile: z.string().nullable(),
  category: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  certificate: z.string().nullable(),
  address: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  status: profileStatusSchema,
  updatedAt: z.string(),
  /** The newest note staff wrote for the owner with a status move, shown beside the status. */
  statusNote: z.object({ text: z.string(), at: z.string() }).nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

export const invoiceLineSchema = z.object({
  label: z.string(),
  /** Excluding VAT; a discount is negative. */
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A South African tax invoice (or, without VAT, an invoice that says why), as issued: it never changes. */
export const invoiceSchema = z.object({
  number: z.string(),
  /** `tax_invoice` when VAT is charged; `invoice` when it is not. */
  kind: z.enum(['tax_invoice', 'invoice']),
  title: z.string(),
  issuedAt: z.string(),
  paymentReference: z.string(),
  product: z.enum(['search_ads', 'gbp']),
  supplier: z.object({
    name: z.string(),
    address: z.string(),
    vatNumber: z.string(),
    /** The development defaults stood in for the supplier's details: not a valid invoice. */
    isSample: z.boolean(),
  }),
  customer: z.object({
    name: z.string(),
    businessName: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string(),
    /** The customer's VAT registration number, printed on a tax invoice when they gave one. */
    vatNumber: z.string().nullable().optional(),
  }),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  /** 0.15 when VAT is charged, 0 otherwise. */
  vatRate: z.number(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('ZAR'),
  /** Why no VAT was charged; null on a tax invoice. */
  noVatReason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const promoCodeSchema = z.object({
  id: idSchema,
  type: z.enum(['free', 'percent']),
  percentage: z.number().int().min(0).max(100).nullable(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const performanceDaySchema = z.object({
  date: z.string(),
  clicks: z.number().int(),
  views: z.number().int(),
  spendCents: z.number().int(),
});
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

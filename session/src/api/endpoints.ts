import { z } from 'zod';
import * as s from '@adlaunch/shared/schemas';
import { call } from './api-client';

type In<T extends z.ZodType> = z.input<T>;

const pdfSchema = z.instanceof(Blob);

const post = <A extends z.ZodType>(url: string, answer: A, data?: unknown) => call(answer, { method: 'POST', url, data: data ?? {} });
const get = <A extends z.ZodType>(url: string, answer: A) => call(answer, { method: 'GET', url });

/**
 * One function per call of the contract (product spec §7, plus the calls of our own), except the reads,
 * which are checked off the page's thread (`reads/owner-reads.ts`).
 */
export const api = {
  // accounts
  register: (body: In<typeof s.registerRequestSchema>) => post('/v2/register', s.messageAnswerSchema, s.registerRequestSchema.parse(body)),
  requestOtp: (body: In<typeof s.requestOtpRequestSchema>) =>
    post('/v2/request-otp', s.messageAnswerSchema, s.requestOtpRequestSchema.parse(body)),
  verifyOtp: (body: In<typeof s.verifyOtpRequestSchema>) =>
    post('/v2/verify-otp', s.tokenAnswerSchema, s.verifyOtpRequestSchema.parse(body)),
  createUser: (body: In<typeof s.createUserRequestSchema>) =>
    post('/v2/user', s.messageAnswerSchema, s.createUserRequestSchema.parse(body)),
  login: (body: In<typeof s.loginRequestSchema>) => post('/v2/user/login', s.loginAnswerSchema, s.loginRequestSchema.parse(body)),
  verifyUser: (body: In<typeof s.userVerifyRequestSchema>) =>
    post('/v2/user/verify', s.tokenAnswerSchema, s.userVerifyRequestSchema.parse(body)),
  resetPassword: (body: In<typeof s.passwordResetRequestSchema>) =>
    post('/v2/password-reset', s.messageAnswerSchema, s.passwordResetRequestSchema.parse(body)),
  /** The token is passed in: the session is already cleared in the browser when this is sent. */
  logout: (token: string) =>
    call(s.messageAnswerSchema, { method: 'POST', url: '/v2/logout', data: {}, headers: { Authorization: `Bearer ${token}` } }),
  sessionLogin: () => post('/v1/ayoba/session-login', s.sessionLoginAnswerSchema),
  versionCheck: (body: In<typeof s.versionCheckRequestSchema>) =>
    post('/v1/version-check', s.versionCheckAnswerSchema, s.versionCheckRequestSchema.parse(body)),
  // search ads
  locationSearch: (body: In<typeof s.locationSearchRequestSchema>) =>
    post('/v2/location-search', s.locationSearchAnswerSchema, s.locationSearchRequestSchema.parse(body)),
  saveSearchAd: (body: In<typeof s.saveSearchAdRequestSchema>) =>
    post('/v2/search-ads', s.searchAdAnswerSchema, s.saveSearchAdRequestSchema.parse(body)),
  toggleSearchAd: (body: In<typeof s.toggleRequestSchema>) =>
    post('/v2/search-ads/toggle', s.searchAdAnswerSchema, s.toggleRequestSchema.parse(body)),
  // business profile
  saveProfile: (body: In<typeof s.saveProfileRequestSchema>) =>
    post('/v2/google-business-profile', s.profileAnswerSchema, s.saveProfileRequestSchema.parse(body)),
  uploadAsset: (file: File, kind: 'image' | 'certificate', onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return call(s.assetAnswerSchema, {
      method: 'POST',
      url: '/v2/google-business-profile/asset',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
    });
  },
  // promo codes and payments
  promoCode: (body: In<typeof s.promoRequestSchema>) => post('/v2/promo_code/', s.promoAnswerSchema, s.promoRequestSchema.parse(body)),
  initializePayment: (body: In<typeof s.paymentInitRequestSchema>) =>
    post('/v2/payments/initialize', s.paymentInitAnswerSchema, s.paymentInitRequestSchema.parse(body)),
  verifyPayment: (body: In<typeof s.paymentVerifyRequestSchema>) =>
    post('/v2/payments/verify', s.paymentVerifyAnswerSchema, s.paymentVerifyRequestSchema.parse(body)),
  sandboxCharge: (body: In<typeof s.sandboxChargeRequestSchema>) =>
    post('/v2/payments/sandbox/charge', s.sandboxChargeAnswerSchema, s.sandboxChargeRequestSchema.parse(body)),
  // recurring billing (decision 016)
  cancelSubscription: (id: number) =>
    post(`/v2/subscriptions/${s.subscriptionParamsSchema.parse({ id }).id}/cancel`, s.subscriptionAnswerSchema),
  undoCancelSubscription: (id: number) =>
    post(`/v2/subscriptions/${s.subscriptionParamsSchema.parse({ id }).id}/undo-cancel`, s.subscriptionAnswerSchema),
  updateCard: (id: number, body: In<typeof s.cardUpdateRequestSchema>) =>
    post(
      `/v2/subscriptions/${s.subscriptionParamsSchema.parse({ id }).id}/card`,
      s.paymentInitAnswerSchema,
      s.cardUpdateRequestSchema.parse(body),
    ),
  // marketing and dashboard
  socialLead: (body: In<typeof s.socialLeadRequestSchema>) =>
    post('/v2/social-leads', s.messageAnswerSchema, s.socialLeadRequestSchema.parse(body)),
  invoice: (number: string) => get(`/v2/invoices/${s.invoiceNumberSchema.parse(number)}`, s.invoiceAnswerSchema),
  /** The invoice as a PDF file (the bearer header is the credential, so no plain link can fetch it). */
  invoicePdf: (number: string) =>
    call(pdfSchema, {
      method: 'GET',
      url: `/v2/invoices/${s.invoiceNumberSchema.parse(number)}.pdf`,
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    }),
};

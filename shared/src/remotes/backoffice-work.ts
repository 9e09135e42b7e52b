import type {
  StaffCancellationsAnswer,
  StaffCreditAnswer,
  StaffCreditRequest,
  StaffOwnerPlansAnswer,
  StaffPromoAnswer,
  StaffPromoCreateRequest,
  StaffPromosAnswer,
  StaffRefundRetryAnswer,
  StaffStatsImportAnswer,
  StaffStatsImportRequest,
} from '../schemas/calls/staff-work';

/** The back office's calls for what was terminal-only (credits, refund retries, promo codes, the results import, cancellations). */
export interface StaffWorkCalls {
  ownerPlans(email: string): Promise<StaffOwnerPlansAnswer>;
  grantCredit(subscriptionId: number, body: StaffCreditRequest): Promise<StaffCreditAnswer>;
  retryRefund(reference: string): Promise<StaffRefundRetryAnswer>;
  promos(): Promise<StaffPromosAnswer>;
  createPromo(body: StaffPromoCreateRequest): Promise<StaffPromoAnswer>;
  endPromo(code: string): Promise<StaffPromoAnswer>;
  importStats(adId: number, body: StaffStatsImportRequest): Promise<StaffStatsImportAnswer>;
  cancellations(): Promise<StaffCancellationsAnswer>;
}

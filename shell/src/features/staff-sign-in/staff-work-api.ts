import * as s from '@adlaunch/shared/schemas';
import type { StaffCalls } from '@adlaunch/shared';
import { staffCall } from './staff-client';

const API = s.STAFF_WORK_API;

/** The back office's calls for what was terminal-only (`StaffWorkCalls`): credits, refund retries, promo codes, the results import, cancellations. */
export const staffWorkCalls: Pick<
  StaffCalls,
  'ownerPlans' | 'grantCredit' | 'retryRefund' | 'promos' | 'createPromo' | 'endPromo' | 'importStats' | 'cancellations'
> = {
  ownerPlans: (email) =>
    staffCall(
      s.staffOwnerPlansAnswerSchema,
      'GET',
      `${API.ownerPlans}?${new URLSearchParams(s.staffOwnerPlansQuerySchema.parse({ email }))}`,
    ),
  grantCredit: (subscriptionId, body) =>
    staffCall(s.staffCreditAnswerSchema, 'POST', API.credit(subscriptionId), s.staffCreditRequestSchema.parse(body)),
  retryRefund: (reference) => staffCall(s.staffRefundRetryAnswerSchema, 'POST', API.retryRefund(reference), {}),
  promos: () => staffCall(s.staffPromosAnswerSchema, 'GET', API.promos),
  createPromo: (body) => staffCall(s.staffPromoAnswerSchema, 'POST', API.promos, s.staffPromoCreateRequestSchema.parse(body)),
  endPromo: (code) => staffCall(s.staffPromoAnswerSchema, 'POST', API.endPromo(code), {}),
  importStats: (adId, body) =>
    staffCall(s.staffStatsImportAnswerSchema, 'POST', API.statsImport(adId), s.staffStatsImportRequestSchema.parse(body)),
  cancellations: () => staffCall(s.staffCancellationsAnswerSchema, 'GET', API.cancellations),
};

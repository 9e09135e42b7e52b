import type { z } from 'zod';
import * as s from '@adlaunch/shared/schemas';
import { ApiError } from '@adlaunch/session/api';
import { MESSAGES, STAFF_API, type StaffCalls, type StaffOrdersQuery, type StaffLeadsQuery } from '@adlaunch/shared';
import { staffCall } from './staff-client';
import { staffAdCalls } from './staff-ad-api';
import { staffWorkCalls } from './staff-work-api';

/** A query string of the filled parameters. */
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A request body checked before it is sent: a refusal names its fields, as the server's 400 does. */
function valid<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw new ApiError(result.error.issues[0]?.message ?? MESSAGES.genericError, 400, fields);
}

/** The sign-in's calls; the token of the code step is passed in, since it is kept only once the second factor is done. */
export const staffSignIn = {
  requestCode: (email: string) =>
    staffCall(s.staffCodeAnswerSchema, 'POST', STAFF_API.signInCode, s.staffCodeRequestSchema.parse({ email })),
  verifyCode: (email: string, code: string) =>
    staffCall(s.staffVerifyAnswerSchema, 'POST', STAFF_API.signInVerify, s.staffVerifyRequestSchema.parse({ email, code }), null),
  secondFactor: (token: string, body: s.StaffTotpRequest) =>
    staffCall(s.staffTotpAnswerSchema, 'POST', STAFF_API.signInTotp, s.staffTotpRequestSchema.parse(body), token),
  me: () => staffCall(s.staffMeSchema, 'GET', STAFF_API.me),
  signOut: (token: string) => staffCall(s.staffSignOutAnswerSchema, 'POST', STAFF_API.signOut, {}, token),
};

/** Every call the back office makes, as the contract's `StaffCalls` declares them: the remote's only way to the API. */
export const staffCalls: StaffCalls = {
  ...staffAdCalls,
  ...staffWorkCalls,
  team: () => staffCall(s.staffTeamAnswerSchema, 'GET', STAFF_API.team),
  addStaff: (body) => staffCall(s.staffAddAnswerSchema, 'POST', STAFF_API.teamAdd, s.staffAddRequestSchema.parse(body)),
  removeStaff: (staffId) => staffCall(s.staffRemoveAnswerSchema, 'POST', STAFF_API.teamRemove(staffId), {}),
  orders: (params: StaffOrdersQuery) =>
    staffCall(s.staffOrdersAnswerSchema, 'GET', `${STAFF_API.orders}${query(s.staffOrdersQuerySchema.parse(params))}`),
  order: (product, id) => staffCall(s.staffOrderAnswerSchema, 'GET', STAFF_API.order(product, id)),
  moveStatus: (product, id, body) =>
    staffCall(s.staffOrderChangeAnswerSchema, 'POST', STAFF_API.orderStatus(product, id), s.staffStatusMoveRequestSchema.parse(body)),
  addNote: (product, id, body) =>
    staffCall(s.staffOrderChangeAnswerSchema, 'POST', STAFF_API.orderNotes(product, id), s.staffNoteRequestSchema.parse(body)),
  assign: (product, id, body) =>
    staffCall(s.staffOrderChangeAnswerSchema, 'POST', STAFF_API.orderAssign(product, id), s.staffAssignRequestSchema.parse(body)),
  verification: (id, body) =>
    staffCall(s.staffOrderChangeAnswerSchema, 'POST', STAFF_API.orderVerification(id), s.staffVerificationRequestSchema.parse(body)),
  leads: (params: StaffLeadsQuery) =>
    staffCall(s.staffLeadsAnswerSchema, 'GET', `${STAFF_API.leads}${query(s.staffLeadsQuerySchema.parse(params))}`),
  updateLead: (id, body) => staffCall(s.staffLeadAnswerSchema, 'PATCH', STAFF_API.lead(id), s.staffLeadUpdateRequestSchema.parse(body)),
  pastDue: () => staffCall(s.staffPastDueAnswerSchema, 'GET', STAFF_API.pastDue),
  refunds: () => staffCall(s.staffRefundsAnswerSchema, 'GET', STAFF_API.refunds),
  retryCharge: (periodInvoiceId) => staffCall(s.staffRetryAnswerSchema, 'POST', STAFF_API.retryCharge(periodInvoiceId), {}),
  refund: (reference, body) =>
    staffCall(s.staffRefundAnswerSchema, 'POST', STAFF_API.refundPayment(reference), s.staffRefundRequestSchema.parse(body)),
  engineLinks: (adId) => staffCall(s.engineLinksAnswerSchema, 'GET', s.ENGINE_STAFF_API.engineLinks(adId)),
  linkEngine: async (adId, body) =>
    staffCall(s.engineLinksAnswerSchema, 'POST', s.ENGINE_STAFF_API.engineLinks(adId), valid(s.engineLinkRequestSchema, body)),
  unlinkEngine: (adId, engine) => staffCall(s.engineLinksAnswerSchema, 'DELETE', s.ENGINE_STAFF_API.engineLink(adId, engine)),
  spendAlerts: () => staffCall(s.spendAlertsAnswerSchema, 'GET', s.ENGINE_STAFF_API.spendAlerts),
  resolveSpendAlert: (id) => staffCall(s.spendAlertsAnswerSchema, 'POST', s.ENGINE_STAFF_API.resolveSpendAlert(id), {}),
  // The release page's routes (decision 030) sit outside /v2/staff/ but take the staff token (releases role).
  releases: () => staffCall(s.releasesAnswerSchema, 'GET', s.RELEASES_API.health),
  releaseAction: (remote, action) =>
    staffCall(s.releaseActionAnswerSchema, 'POST', s.RELEASES_API.action(s.releaseRemoteParamsSchema.parse({ remote }).remote, action), {}),
};

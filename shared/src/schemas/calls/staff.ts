// The back office's calls (decision 039): staff sign-in with a second factor, the order
// queue and an order's page, status moves with a note for the owner, leads and money. The constants
// (roles, states, moves, paths) are in `staff/staff.ts`, also exported from `@adlaunch/shared`.
import { z } from 'zod';
import { LEAD_STATES, ORDER_PRODUCTS, ORDER_STATES, STAFF_ROLES, VERIFICATION_STEPS, WORK_STATUSES } from '../../staff/staff';
import { adDetailsSchema, emailSchema, idSchema, locationSchema, otpSchema } from '@adlaunch/shared/schemas/base';

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const orderProductSchema = z.enum(ORDER_PRODUCTS);
export const orderStateSchema = z.enum(ORDER_STATES);
export const workStatusSchema = z.enum(WORK_STATUSES);
export const verificationStepSchema = z.enum(VERIFICATION_STEPS);
export const leadStateSchema = z.enum(LEAD_STATES);

/** Path parameters of an order's calls: `/v2/staff/orders/:product/:id`. */
export const staffOrderParamsSchema = z.object({ product: orderProductSchema, id: z.coerce.number().pipe(idSchema) });
export type StaffOrderParams = z.infer<typeof staffOrderParamsSchema>;
export const staffIdParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });

// Sign-in: the emailed code, then the second factor.

/** `POST /v2/staff/sign-in/code`: always the same answer; the code is emailed only to an active staff member. */
export const staffCodeRequestSchema = z.object({ email: emailSchema });
export type StaffCodeRequest = z.infer<typeof staffCodeRequestSchema>;
export const staffCodeAnswerSchema = z.object({ message: z.string() });
export type StaffCodeAnswer = z.infer<typeof staffCodeAnswerSchema>;

/** `POST /v2/staff/sign-in/verify`. */
export const staffVerifyRequestSchema = z.object({ email: emailSchema, code: otpSchema });
export type StaffVerifyRequest = z.infer<typeof staffVerifyRequestSchema>;
/** TOTP enrollment, shown once per pending secret: scan the QR code or type the secret. */
export const totpEnrollmentSchema = z.object({
  /** Base32, for manual entry in an authenticator app. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** `data:image/svg+xml;base64,...`, for an <img>. */
  qrDataUrl: z.string(),
});
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;
/** A session without its second factor: only `sign-in/totp` and `sign-out` accept it until the TOTP step. */
export const staffVerifyAnswerSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  totpEnrolled: z.boolean(),
  /** Present when TOTP is not enrolled yet. */
  enrollment: totpEnrollmentSchema.nullable(),
});
export type StaffVerifyAnswer = z.infer<typeof staffVerifyAnswerSchema>;

/** `POST /v2/staff/sign-in/totp`: the authenticator's 6 digits, or one of the recovery codes. */
export const staffTotpRequestSchema = z.union([
  z
    .object({
      code: z
        .string()
        .trim()
        .regex(/^[0-9]{6}$/, 'Enter the 6 digits your authenticator app shows.'),
    })
    .strict(),
  z.object({ recovery_code: z.string().trim().min(8).max(32) }).strict(),
]);
export type StaffTotpRequest = z.infer<typeof staffTotpRequestSchema>;

/** `GET /v2/staff/me`. */
export const staffMeSchema = z.object({
  id: idSchema,
  email: z.string(),
  roles: z.array(staffRoleSchema),
  expiresAt: z.string(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
/** The answer of the TOTP step: on first enrollment, ten one-use recovery codes, shown this once. */
export const staffTotpAnswerSchema = z.object({ me: staffMeSchema, recoveryCodes: z.array(z.string()).nullable() });
export type StaffTotpAnswer = z.infer<typeof staffTotpAnswerSchema>;
/** `POST /v2/staff/sign-out`. */
export const staffSignOutAnswerSchema = z.object({ ok: z.literal(true) });

/** `GET /v2/staff/team`: every active staff member (to assign an order). */
export const staffMemberSchema = z.object({ id: idSchema, email: z.string(), roles: z.array(staffRoleSchema) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffTeamAnswerSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffTeamAnswer = z.infer<typeof staffTeamAnswerSchema>;
/** `POST /v2/staff/team` (admin): adds a staff member, or gives one the roles named (joined to those held). */
export const staffAddRequestSchema = z.object({ email: emailSchema, roles: z.array(staffRoleSchema).min(1, 'Choose at least one role.') });
export type StaffAddRequest = z.infer<typeof staffAddRequestSchema>;
export const staffAddAnswerSchema = z.object({ member: staffMemberSchema });
/** `POST /v2/staff/team/:id/remove` (admin): their sessions end at once. */
export const staffRemoveAnswerSchema = z.object({ endedSessions: z.number().int() });

// The queue.

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(25);

/** `GET /v2/staff/orders?state=&product=&q=&assigned=&page=&per_page=`; `q` matches business name, owner email or name, or the id. */
export const staffOrdersQuerySchema = z.object({
  state: orderStateSchema.optional(),
  product: orderProductSchema.optional(),
  q: z.string().trim().max(100).optional(),
  /** `me`: assigned to the caller; `nobody`: unassigned. */
  assigned: z.enum(['me', 'nobody']).optional(),
  page,
  per_page: perPage,
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

export const staffAssigneeSchema = z.object({ id: idSchema, email: z.string() });
export const staffOrderRowSchema = z.object({
  product: orderProductSchema,
  id: idSchema,
  state: orderStateSchema,
  /** The product's own status (what the owner sees) or `awaiting_owner`. */
  workStatus: workStatusSchema,
  businessName: z.string().nullable(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  plan: z.string().nullable(),
  /** Since when the order has been in its state (ISO). */
  waitingSince: z.string(),
  /** Set-up waiting longer than SETUP_TARGET_WORKING_DAYS working days. */
  overdue: z.boolean(),
  assignee: staffAssigneeSchema.nullable(),
  /** Business profiles: the verification step reached, if any. */
  verification: verificationStepSchema.nullable(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;
export const staffOrdersAnswerSchema = z.object({
  orders: z.array(staffOrderRowSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  /** How many orders are in each state (before the state filter, after product, q and assigned). */
  counts: z.record(orderStateSchema, z.number().int()),
});
export type StaffOrdersAnswer = z.infer<typeof staffOrdersAnswerSchema>;

// An order's page.

/** One labelled answer of the owner: a text, or a list (keywords, locations). */
export const submittedFieldSchema = z.object({
  label: z.string(),
  value: z.string().nullable(),
  items: z.array(z.string()).optional(),
});
export const submittedSectionSchema = z.object({ title: z.string(), fields: z.array(submittedFieldSchema) });
export type SubmittedSection = z.infer<typeof submittedSectionSchema>;
/** `url` is a signed link to STAFF_API.upload (opens in a new tab for 10 minutes, no header needed). */
export const staffUploadSchema = z.object({ label: z.string(), url: z.string(), contentType: z.string(), size: z.number().int() });

/** Every staff action, append-only: who (a staff member's email, an operator's name, or `config`), when, what, before and after. */
export const staffActionSchema = z.object({
  id: idSchema,
  at: z.string(),
  by: z.string(),
  /** e.g. `status`, `note`, `assign`, `verification`, `lead`, `retry_charge`, `refund`, `staff_add`. */
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  /** What it was done to: the order, or one of its payments (`payment`, the reference), period invoices or plans; absent from older answers. */
  subject: z.object({ type: z.string(), id: z.string() }).optional(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

export const staffPaymentSchema = z.object({
  reference: z.string(),
  kind: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundReason: z.string().nullable(),
});
export const staffPeriodInvoiceSchema = z.object({
  id: idSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  attempts: z.number().int(),
  nextAttemptOn: z.string().nullable(),
});
export const staffEmailSchema = z.object({
  id: idSchema,
  at: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.string(),
});
/** The newest note written for the owner with a status move: what the owner's status answer shows. */
export const ownerStatusNoteSchema = z.object({ text: z.string(), at: z.string() });
export type OwnerStatusNote = z.infer<typeof ownerStatusNoteSchema>;

/** `GET /v2/staff/orders/:product/:id`. */
export const staffOrderAnswerSchema = z.object({
  order: staffOrderRowSchema,
  owner: z.object({
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    chargeVAT: z.boolean(),
    vatAnswered: z.boolean(),
    vatNumber: z.string().nullable(),
  }),
  /** About, ad text, keywords, negative keywords, locations, answers, VAT: as the owner submitted them. */
  submitted: z.array(submittedSectionSchema),
  uploads: z.array(staffUploadSchema),
  payments: z.array(staffPaymentSchema),
  invoices: z.array(staffPeriodInvoiceSchema),
  /** Emails sent (or queued) to the owner's address, newest first. */
  emails: z.array(staffEmailSchema),
  /** Every staff action on the order, newest first (internal notes are `note` actions). */
  history: z.array(staffActionSchema),
  ownerNote: ownerStatusNoteSchema.nullable(),
  /** The moves a status move may make from here. */
  allowedMoves: z.array(workStatusSchema),
  /** A search ad's parts staff may change, as saved, and its plan's keyword limit; null for a business profile, absent from older answers. */
  ad: z
    .object({
      adDetails: adDetailsSchema.nullable(),
      keywords: z.array(z.string()),
      negativeKeywords: z.array(z.string()),
      locations: z.array(locationSchema),
      plan: z.string().nullable(),
      keywordsMax: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type StaffOrderAnswer = z.infer<typeof staffOrderAnswerSchema>;

/** `POST /v2/staff/orders/:product/:id/status`: 409 with `error` (the reason) when the move is not allowed. */
export const staffStatusMoveRequestSchema = z.object({
  to: workStatusSchema,
  note_for_owner: z.string().trim().max(1000).optional(),
  internal_note: z.string().trim().max(2000).optional(),
});
export type StaffStatusMoveRequest = z.infer<typeof staffStatusMoveRequestSchema>;
export const staffOrderChangeAnswerSchema = z.object({ order: staffOrderRowSchema, action: staffActionSchema });
export type StaffOrderChangeAnswer = z.infer<typeof staffOrderChangeAnswerSchema>;

/** `POST /v2/staff/orders/:product/:id/notes`: an internal note (never shown to the owner). */
export const staffNoteRequestSchema = z.object({ text: z.string().trim().min(1, 'Write the note.').max(2000) });
export type StaffNoteRequest = z.infer<typeof staffNoteRequestSchema>;

/** `POST /v2/staff/orders/:product/:id/assign`: to the caller, to a staff member, or to nobody (`staff_id: null`). */
export const staffAssignRequestSchema = z.union([
  z.object({ to_me: z.literal(true) }).strict(),
  z.object({ staff_id: idSchema.nullable() }).strict(),
]);
export type StaffAssignRequest = z.infer<typeof staffAssignRequestSchema>;

/** `POST /v2/staff/orders/gbp/:id/verification`. */
export const staffVerificationRequestSchema = z.object({
  step: verificationStepSchema,
  note_for_owner: z.string().trim().max(1000).optional(),
});
export type StaffVerificationRequest = z.infer<typeof staffVerificationRequestSchema>;

// Leads.

/** `GET /v2/staff/leads?state=&page=&per_page=`, newest first. */
export const staffLeadsQuerySchema = z.object({ state: leadStateSchema.optional(), page, per_page: perPage });
export type StaffLeadsQuery = z.input<typeof staffLeadsQuerySchema>;
export const staffLeadSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  businessName: z.string(),
  website: z.string().nullable(),
  platforms: z.array(z.string()),
  monthlyBudget: z.string(),
  message: z.string().nullable(),
  state: leadStateSchema,
  /** Who last changed the state, and when. */
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;
export const staffLeadsAnswerSchema = z.object({
  leads: z.array(staffLeadSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type StaffLeadsAnswer = z.infer<typeof staffLeadsAnswerSchema>;
/** `PATCH /v2/staff/leads/:id`. */
export const staffLeadUpdateRequestSchema = z.object({ state: leadStateSchema, note: z.string().trim().max(2000).optional() });
export type StaffLeadUpdateRequest = z.infer<typeof staffLeadUpdateRequestSchema>;
export const staffLeadAnswerSchema = z.object({ lead: staffLeadSchema });

// Money (finance).

export const staffChargeTrySchema = z.object({
  reference: z.string(),
  at: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
});
/** `GET /v2/staff/money/past-due`: every period invoice not paid on its day, what is owed, why, and each try. */
export const staffPastDueRowSchema = z.object({
  periodInvoiceId: idSchema,
  subscriptionId: idSchema,
  subscriptionStatus: z.string(),
  product: orderProductSchema,
  orderId: idSchema.nullable(),
  ownerEmail: z.string(),
  businessName: z.string().nullable(),
  periodStart: z.string(),
  owedCents: z.number().int(),
  attempts: z.number().int(),
  nextAttemptOn: z.string().nullable(),
  /** A charge is with the provider now: a retry waits for it. */
  inFlight: z.boolean(),
  tries: z.array(staffChargeTrySchema),
});
export type StaffPastDueRow = z.infer<typeof staffPastDueRowSchema>;
export const staffPastDueAnswerSchema = z.object({ rows: z.array(staffPastDueRowSchema) });
export type StaffPastDueAnswer = z.infer<typeof staffPastDueAnswerSchema>;

/** `GET /v2/staff/money/refunds`: refunded payments and those whose refund is waiting. */
export const staffRefundRowSchema = z.object({
  reference: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  reason: z.string().nullable(),
  ownerEmail: z.string(),
  createdAt: z.string(),
});
export const staffRefundsAnswerSchema = z.object({ rows: z.array(staffRefundRowSchema) });
export type StaffRefundsAnswer = z.infer<typeof staffRefundsAnswerSchema>;

/** `POST /v2/staff/money/past-due/:periodInvoiceId/retry`: charges the card on file now. */
export const staffRetryAnswerSchema = z.object({ outcome: z.string(), message: z.string() });
export type StaffRetryAnswer = z.infer<typeof staffRetryAnswerSchema>;
/** `POST /v2/staff/money/payments/:reference/refund`: `reason` is written for the owner (their email and dashboard say it). */
export const staffRefundRequestSchema = z.object({ reason: z.string().trim().min(3, 'Give the reason for the refund.').max(500) });
export type StaffRefundRequest = z.infer<typeof staffRefundRequestSchema>;
export const staffRefundAnswerSchema = z.object({ reference: z.string(), status: z.string(), message: z.string() });
export type StaffRefundAnswer = z.infer<typeof staffRefundAnswerSchema>;

// The back office (decision 039): staff roles, the order queue's states, the moves a status
// may make, and the API paths of every staff call. No zod: the shell and the server read it too.

/** support: reads orders and leads; campaigns: moves, notes, verification; finance: money; releases: the release page; admin: staff. */
export const STAFF_ROLES = ['support', 'campaigns', 'finance', 'releases', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Which roles may do what: the server checks these on every route; the screens show what `me.roles` allows. */
export const STAFF_ACCESS = {
  readOrders: ['support', 'campaigns', 'finance'],
  moveOrders: ['campaigns'],
  noteAndAssign: ['support', 'campaigns'],
  leads: ['support', 'campaigns'],
  money: ['finance'],
  team: ['admin'],
  releases: ['releases'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The browser keeps the staff session token under this cookie name (never the owner's `token`). */
export const STAFF_TOKEN_COOKIE = 'staff_token';
/** A staff session lasts this long from the emailed code, second factor or not. */
export const STAFF_SESSION_HOURS = 8;
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** The products whose orders staff work on. */
export const ORDER_PRODUCTS = ['search_ads', 'gbp'] as const;
export type OrderProduct = (typeof ORDER_PRODUCTS)[number];

/** An order's state in the queue, derived from its status, the staff hold and its subscription. */
export const ORDER_STATES = [
  'awaiting_setup',
  'in_setup',
  'awaiting_owner',
  'awaiting_verification',
  'live',
  'paused',
  'past_due',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  awaiting_setup: 'Paid, awaiting set-up',
  in_setup: 'In set-up',
  awaiting_owner: 'Awaiting the owner',
  awaiting_verification: 'Awaiting verification',
  live: 'Live',
  paused: 'Paused',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};
/** Set-up (paid, awaiting set-up or in set-up) waiting longer than this many South African working days is marked. */
export const SETUP_TARGET_WORKING_DAYS = 2;

/**
 * Where an order stands for a status move: the product's status, or `awaiting_owner`, a staff hold on
 * an order in review (the owner still sees `in_review`, with the note saying what is needed).
 */
export const SEARCH_WORK_STATUSES = ['setup', 'paid', 'in_review', 'awaiting_owner', 'active', 'paused', 'cancelled'] as const;
export const GBP_WORK_STATUSES = ['setup', 'paid', 'in_review', 'awaiting_owner', 'verification', 'live', 'cancelled'] as const;
export type SearchWorkStatus = (typeof SEARCH_WORK_STATUSES)[number];
export type GbpWorkStatus = (typeof GBP_WORK_STATUSES)[number];
export const WORK_STATUSES = [
  'setup',
  'paid',
  'in_review',
  'awaiting_owner',
  'verification',
  'active',
  'paused',
  'live',
  'cancelled',
] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The moves staff (and `ops status`) may make; any other is refused with a reason. `setup` is the owner's unpaid wizard. */
export const SEARCH_MOVES: Record<SearchWorkStatus, readonly SearchWorkStatus[]> = {
  setup: [],
  // A campaign set up and launched in one sitting goes live straight from paid.
  paid: ['in_review', 'active', 'cancelled'],
  in_review: ['awaiting_owner', 'active', 'cancelled'],
  awaiting_owner: ['in_review', 'active', 'cancelled'],
  active: ['paused', 'cancelled'],
  paused: ['active', 'cancelled'],
  cancelled: [],
};
export const GBP_MOVES: Record<GbpWorkStatus, readonly GbpWorkStatus[]> = {
  setup: [],
  paid: ['in_review', 'cancelled'],
  in_review: ['awaiting_owner', 'verification', 'live', 'cancelled'],
  awaiting_owner: ['in_review', 'verification', 'cancelled'],
  verification: ['awaiting_owner', 'live', 'cancelled'],
  live: ['cancelled'],
  cancelled: [],
};
export function allowedMoves(product: OrderProduct, from: string): readonly WorkStatus[] {
  const table: Record<string, readonly WorkStatus[]> = product === 'search_ads' ? SEARCH_MOVES : GBP_MOVES;
  return table[from] ?? [];
}
export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  setup: 'Being filled in by the owner',
  paid: 'Paid, awaiting set-up',
  in_review: 'In set-up',
  awaiting_owner: 'Awaiting the owner',
  active: 'Live',
  paused: 'Paused',
  verification: 'Awaiting verification',
  live: 'Live',
  cancelled: 'Cancelled',
};

/** Google's verification of a business profile, step by step (the owner's status page shows it). */
export const VERIFICATION_STEPS = ['code_sent', 'code_received', 'verified'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];
export const VERIFICATION_STEP_LABELS: Record<VerificationStep, string> = {
  code_sent: 'Google is sending a verification code to the business',
  code_received: 'The code has arrived and is being entered',
  verified: 'Verified by Google',
};

export const LEAD_STATES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/**
 * The API paths of the back office; every staff call sends `Authorization: Bearer <staff token>`. A refusal
 * answers `{ error: string, fields?: Record<string, string[]> }`: 401 (no session, ended, or no second factor
 * yet), 403 (role), 409 (a move the statuses do not allow, with the reason).
 */
export const STAFF_API = {
  signInCode: '/v2/staff/sign-in/code',
  signInVerify: '/v2/staff/sign-in/verify',
  signInTotp: '/v2/staff/sign-in/totp',
  signOut: '/v2/staff/sign-out',
  me: '/v2/staff/me',
  team: '/v2/staff/team',
  /** admin: POST adds a staff member (or roles to one); `teamRemove` removes one and ends their sessions. */
  teamAdd: '/v2/staff/team',
  teamRemove: (staffId: number) => `/v2/staff/team/${staffId}/remove`,
  orders: '/v2/staff/orders',
  order: (product: OrderProduct, id: number) => `/v2/staff/orders/${product}/${id}`,
  orderStatus: (product: OrderProduct, id: number) => `/v2/staff/orders/${product}/${id}/status`,
  orderNotes: (product: OrderProduct, id: number) => `/v2/staff/orders/${product}/${id}/notes`,
  orderAssign: (product: OrderProduct, id: number) => `/v2/staff/orders/${product}/${id}/assign`,
  orderVerification: (id: number) => `/v2/staff/orders/gbp/${id}/verification`,
  /** campaigns: a search ad's text, keywords and words to exclude, or locations (the owner's step schemas; the owner is told). */
  orderAd: (id: number, part: 'ad-text' | 'keywords' | 'locations') => `/v2/staff/orders/search_ads/${id}/${part}`,
  /** An owner's upload: answers the file. The order page's `uploads[].url` is this path signed (`?s=&e=&sig=`): a plain link opens it for 10 minutes. */
  upload: (assetId: number) => `/v2/staff/uploads/${assetId}`,
  leads: '/v2/staff/leads',
  lead: (id: number) => `/v2/staff/leads/${id}`,
  pastDue: '/v2/staff/money/past-due',
  retryCharge: (periodInvoiceId: number) => `/v2/staff/money/past-due/${periodInvoiceId}/retry`,
  refunds: '/v2/staff/money/refunds',
  refundPayment: (reference: string) => `/v2/staff/money/payments/${encodeURIComponent(reference)}/refund`,
} as const;

import type { ColumnType, Generated } from 'kysely';
import type { StaffTables } from './schema-staff';
import type { EngineTables } from './schema-engines';
import type { ReleaseTotalsTables } from './schema-release-totals';

/** Booleans are stored as 0/1 and timestamps as ISO-8601 text, so one schema serves SQLite and PostgreSQL. */
type Bool = number;
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified: Bool;
  mobile: string | null;
  mobile_verified: Bool;
  business_name: string | null;
  website_url: string | null;
  product: string | null;
  budget: string | null;
  already_gbp: Bool;
  charge_vat: Bool;
  /** Whether the South Africa (VAT) question has been answered: with charge_vat = 0 it means "no" (014). */
  vat_answered: ColumnType<Bool, Bool | undefined, Bool>;
  extras: string;
  referral_code: string;
  referrer: string | null;
  cid: string | null;
  is_staff: Bool;
  /** The A/B test variant the server assigned ('A' or 'B'); the price follows it. */
  ab_variant: ColumnType<string, string | undefined, string>;
  /** The customer's VAT number for tax invoices (011). */
  vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpCodesTable {
  id: Id;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  voided_at: string | null;
}

export interface OutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string;
}

export interface SocialLeadsTable {
  id: Id;
  name: string;
  email: string;
  phone: string;
  business_name: string;
  website: string | null;
  platforms: string;
  monthly_budget: string;
  message: string | null;
  created_at: string;
}

export interface SearchAdsTable {
  id: Id;
  user_id: number;
  mobile: string | null;
  business_name: string | null;
  business_url: string | null;
  locations: string;
  address: string | null;
  ad_details: string | null;
  keywords: string;
  competitors: string;
  negative_keywords: Generated<string>;
  status: string;
  plan: string | null;
  budget_cents: number;
  paused_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProfilesTable {
  id: Id;
  user_id: number;
  business_name: string | null;
  business_url: string | null;
  mobile: string | null;
  category: string | null;
  registration_number: string | null;
  description: string | null;
  image: string | null;
  certificate: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface PromoCodesTable {
  id: Id;
  code: string;
  type: string;
  percentage: number | null;
  expires_at: string | null;
  active: Bool;
  created_at: string;
  /** How many paid orders may use the code in all; null for no cap. */
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PaymentsTable {
  id: Id;
  reference: string;
  user_id: number;
  product: string;
  ad_id: number | null;
  profile_id: number | null;
  amount_cents: number;
  currency: string;
  /** 'pending', 'success', 'failed', or for a completed payment we refuse to keep 'refunding' then 'refunded'. */
  status: string;
  plan: string | null;
  promo_id: number | null;
  /** Why a payment is refunded: 'order_already_paid' or 'promo_used_up'; null otherwise. */
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  description: string;
  metadata: string;
  created_at: string;
  paid_at: string | null;
  /** order | renewal | card_update (the owner's checkout for what is owed) | card_check (011). */
  kind: ColumnType<string, string | undefined, string>;
  subscription_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The period invoice it pays (015); null for a card check. */
  period_invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A kept payment refunded in part (migration 025): written by `payments/payment-store.ts` only. */
export interface PaymentRefundsTable {
  id: Id;
  refund_key: string;
  payment_id: number | null;
  user_id: number;
  subscription_id: number | null;
  amount_cents: number;
  reason: string;
  /** pending | sending | refunded | owed */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  refunded_at: string | null;
}

export interface PerformanceDaysTable {
  id: Id;
  ad_id: number;
  date: string;
  clicks: number;
  views: number;
  spend_cents: number;
}

export interface AssetsTable {
  id: Id;
  user_id: number;
  kind: string;
  storage_key: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: number | string;
}

export interface MonthlyReportsTable {
  id: Id;
  user_id: number;
  /** YYYY-MM */
  month: string;
  ad_id: number;
  to_address: string;
  sent_at: string;
}

/** queued, then sent; or failed (a day of tries), expired (too late to be of use), skipped (a code for an address without an account). */
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'expired' | 'skipped';

/** The durable email outbox (decision 015): see migrations/010-outbox-and-leases.ts. */
export interface EmailOutboxTable {
  id: Id;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  code_purpose: string | null;
  not_after: string | null;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
  message_id: string;
  created_at: string;
  queued_at: string;
  sent_at: string | null;
}

/** One row per periodic job and period: the instance that holds it runs the job (decision 015). */
export interface JobLeasesTable {
  name: string;
  period_key: string;
  holder: string;
  claimed_until: string;
  attempts: number;
  done_at: string | null;
  last_error: string | null;
}

/** One row: the last invoice number issued. */
export interface InvoiceCounterTable {
  id: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Id;
  number: number;
  payment_id: number;
  user_id: number;
  issued_at: string;
  /** The issued invoice as JSON (`Invoice` of the contract). */
  document: string;
}

export interface VisitorsTable {
  cid: string;
  ab_variant: string;
  created_at: string;
  /** 1: an id the server issued; 0: an id a browser chose before ids were issued (never honoured). */
  issued: Generated<number>;
}

/** The price-test variant one address drew on one day, and how many visitor ids it was issued that day. */
export interface VisitorDrawsTable {
  address_key: string;
  day: string;
  ab_variant: string;
  ids: number;
}

/** A paid order that renews monthly (decision 016). Days are YYYY-MM-DD (UTC). */
export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  product: string;
  ad_id: number | null;
  profile_id: number | null;
  plan: string;
  /** active | past_due | paused | cancelled */
  status: string;
  charge_vat: Bool;
  is_staff: Bool;
  anchor_day: number;
  /** The paid period: its first day, and the first day after it (the next charge date). */
  period_start: string;
  period_end: string;
  /** Set by a cancellation: the day the subscription ends (= period_end); nothing is charged from then on. */
  cancel_at: string | null;
  cancelled_at: string | null;
  ended_at: string | null;
  card_authorization: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_email: string;
  /** When billing paused the campaign (dunning ended unpaid); null otherwise. */
  paused_at: string | null;
  /** Credit owed to the owner (ad budget of paused days beyond a charge), taken off the next charges (015). */
  credit_cents: Generated<number>;
  first_payment_id: number;
  created_at: string;
  updated_at: string;
}

/** One period of a subscription and what it costs: open, paid, void or uncollectible (015, decision 029). */
export interface PeriodInvoicesTable {
  id: Id;
  subscription_id: number;
  user_id: number;
  period_start: string;
  /** The next period's first day. */
  period_end: string;
  amount_cents: number;
  figures: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_on: string | null;
  /** The payment of the one provider charge in flight for it, if any (029). */
  in_flight_payment_id: number | null;
  paid_payment_id: number | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every money event once: its words are the email's and the dashboard's. */
export interface MoneyEventsTable {
  id: Id;
  subscription_id: number;
  user_id: number;
  kind: string;
  event_key: string;
  text: string;
  amount_cents: number | null;
  day: string;
  created_at: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface AdPausesTable {
  id: Id;
  ad_id: number;
  paused_on: string;
  resumed_on: string | null;
}

/** Canary releases and each remote version's health (018, decision 030). */
export type CanaryStatus = 'running' | 'promoted' | 'rolled_back';
export interface ReleaseCanariesTable {
  id: Id;
  remote: string;
  version: string;
  entry: string;
  percent: number;
  base_version: string | null;
  status: CanaryStatus;
  started_at: string;
  started_by: string;
  ended_at: string | null;
  ended_by: string | null;
  end_reason: string | null;
}
export interface ReleaseActionsTable {
  id: Id;
  at: string;
  actor: string;
  action: string;
  remote: string;
  version: string | null;
  detail: string | null;
}
export interface ReleaseSessionsTable {
  session_id: string;
  remote: string;
  version: string;
  started_at: string;
  reports: number;
  errors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  /** A hash of who the report token was handed to ('' before migration 022). */
  source: Generated<string>;
  /** The page's own session id the token was first sent with ('' before migration 024). */
  page: Generated<string>;
}
/** Reports left out of release health, counted per version, minute and reason (migration 024), never stored one by one. */
export interface ReleaseDropsTable {
  remote: string;
  version: string;
  minute: string;
  reason: string;
  reports: number;
}
export interface ReleaseReportsTable {
  id: Id;
  received_at: string;
  session_id: string;
  kind: string;
  remote: string | null;
  message: string;
  remotes: string;
}

export interface Database extends StaffTables, EngineTables, ReleaseTotalsTables {
  release_canaries: ReleaseCanariesTable;
  release_actions: ReleaseActionsTable;
  release_sessions: ReleaseSessionsTable;
  release_reports: ReleaseReportsTable;
  release_drops: ReleaseDropsTable;
  visitors: VisitorsTable;
  visitor_draws: VisitorDrawsTable;
  subscriptions: SubscriptionsTable;
  period_invoices: PeriodInvoicesTable;
  money_events: MoneyEventsTable;
  ad_pauses: AdPausesTable;
  site_settings: SiteSettingsTable;
  rate_limits: RateLimitsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  otp_codes: OtpCodesTable;
  outbox: OutboxTable;
  social_leads: SocialLeadsTable;
  search_ads: SearchAdsTable;
  profiles: ProfilesTable;
  promo_codes: PromoCodesTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  performance_days: PerformanceDaysTable;
  assets: AssetsTable;
  monthly_reports: MonthlyReportsTable;
  invoice_counter: InvoiceCounterTable;
  invoices: InvoicesTable;
  email_outbox: EmailOutboxTable;
  job_leases: JobLeasesTable;
}

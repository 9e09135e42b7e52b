import type { ColumnType, Generated } from 'kysely';

type Id = Generated<number>;

/** The back office's tables (migration 019, decision 039). `roles` is a JSON array of STAFF_ROLES. */
export interface StaffTable {
  id: Id;
  email: string;
  roles: string;
  /** Base32; stored as is (the configuration has no key to encrypt it with: decision 039). */
  totp_secret: string | null;
  totp_enrolled_at: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  created_at: string;
  removed_at: string | null;
}
export interface StaffRecoveryCodesTable {
  id: Id;
  staff_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}
export interface StaffSessionsTable {
  id: Id;
  staff_id: number;
  token_hash: string;
  created_at: string;
  second_factor_at: string | null;
  totp_failures: ColumnType<number, number | undefined, number>;
  expires_at: string;
  ended_at: string | null;
}
/** Append-only: never updated or deleted. `actor` is the staff member's email, an operator's name, or 'config'. */
export interface StaffActionsTable {
  id: Id;
  staff_id: number | null;
  actor: string;
  at: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
  note: string | null;
}
export interface OrderWorkTable {
  product: string;
  order_id: number;
  assignee_id: number | null;
  /** 'awaiting_owner' while staff wait on the owner; null otherwise. */
  hold: string | null;
  state_since: string | null;
  verification_step: string | null;
  verification_at: string | null;
}
export interface OrderNotesTable {
  id: Id;
  product: string;
  order_id: number;
  text: string;
  at: string;
  staff_action_id: number | null;
}
export interface LeadStatesTable {
  lead_id: number;
  state: string;
  answered_by: string;
  answered_at: string;
}

export interface StaffTables {
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_actions: StaffActionsTable;
  order_work: OrderWorkTable;
  order_notes: OrderNotesTable;
  lead_states: LeadStatesTable;
}

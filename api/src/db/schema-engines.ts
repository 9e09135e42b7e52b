import type { Generated } from 'kysely';

/** The ad engines' results (migration 020, decision 040). `engine` is 'google' or 'microsoft'. */
export interface EngineLinksTable {
  id: Generated<number>;
  ad_id: number;
  engine: string;
  /** Google: the customer id (digits, no dashes); Microsoft: the account id. */
  account_id: string;
  campaign_id: string;
  /** A staff member's address, or `operator:<name>` for the ops command. */
  linked_by: string;
  linked_at: string;
}
export interface EngineDaysTable {
  ad_id: number;
  engine: string;
  date: string;
  clicks: number;
  views: number;
  spend_cents: number;
  fetched_at: string;
}
export interface EngineSyncsTable {
  ad_id: number;
  engine: string;
  tried_at: string;
  succeeded_at: string | null;
  from_date: string | null;
  to_date: string | null;
  rows: number;
  error: string | null;
}
export interface SpendAlertsTable {
  id: Generated<number>;
  ad_id: number;
  engine: string;
  period_start: string;
  period_end: string;
  budget_cents: number;
  spend_cents: number;
  created_at: string;
  resolved_at: string | null;
}

export interface EngineTables {
  engine_links: EngineLinksTable;
  engine_days: EngineDaysTable;
  engine_syncs: EngineSyncsTable;
  spend_alerts: SpendAlertsTable;
}

/** What the release page and `release -- status` show of each remote version (decision 030). */
export interface VersionHealth {
  remote: string;
  version: string;
  state: 'live' | 'canary' | 'kept';
  /** The share of visitors a canary is served to. */
  percent: number | null;
  sessions: number;
  errorSessions: number;
  /** errorSessions / sessions, 0 to 1 (0 without sessions). */
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
}

/** A release manager's (or the automatic rule's) action, with who and when. */
export interface ReleaseAction {
  at: string;
  actor: string;
  action: string;
  remote: string;
  version: string | null;
  detail: string | null;
}

/** `GET /v2/releases`: the health table, the action log and the rollback rule. */
export interface ReleasesAnswer {
  rows: VersionHealth[];
  actions: ReleaseAction[];
  rule: { errorMarginPct: number; minSessions: number };
}

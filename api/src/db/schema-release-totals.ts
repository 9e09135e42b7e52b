/**
 * Running totals of release health per remote version and minute ('' = every minute kept), updated as
 * reports are written (migration 027-release-totals, releases/release-totals.ts).
 */
export interface ReleaseTotalsTable {
  remote: string;
  version: string;
  minute: string;
  sessions: number;
  error_sessions: number;
  lcps: number;
  inps: number;
  /** Distinct sources last seen in this minute (in every minute kept, for ''). */
  sources: number;
}
/** Sessions per LCP or INP bucket of a remote version and minute ('' = every minute kept). */
export interface ReleaseTotalBucketsTable {
  remote: string;
  version: string;
  minute: string;
  metric: string;
  bucket: number;
  sessions: number;
}
/** Each source of a remote version and the minute of its last session. */
export interface ReleaseSourcesTable {
  remote: string;
  version: string;
  source: string;
  minute: string;
}
/** One row: every session started at or after `kept_from` is still stored ('' = none pruned). */
export interface ReleaseSessionWindowTable {
  kept_from: string;
}

/** Release health's running totals (migration 027-release-totals, decision 030). */
export interface ReleaseTotalsTables {
  release_totals: ReleaseTotalsTable;
  release_total_buckets: ReleaseTotalBucketsTable;
  release_sources: ReleaseSourcesTable;
  release_session_window: ReleaseSessionWindowTable;
}

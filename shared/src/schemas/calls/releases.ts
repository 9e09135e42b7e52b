// Releases: the history of the live manifest, the health reports a page sends, and the release page's
// calls (decision 030). The manifest itself is `ReleaseManifest` in the remote contract: it is checked on
// the page's critical path, before zod loads.
import { z } from 'zod';
import { REMOTE_NAMES } from '../../remotes/contract';

/** Report kinds that make a session an "error session". */
export const ERROR_REPORT_KINDS = ['error', 'rejection', 'remote-load', 'boundary'] as const;
/** Speed figures: largest contentful paint, interaction to next paint (ms), cumulative layout shift. */
export const VITAL_REPORT_KINDS = ['lcp', 'inp', 'cls'] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];
export type VitalReportKind = (typeof VITAL_REPORT_KINDS)[number];
export type ReportKind = ErrorReportKind | VitalReportKind;

/** A change of the live release manifest, as `releases/history.json` keeps it (what `release rollback` steps back through). */
export const releaseHistoryEventSchema = z.object({
  at: z.string(),
  action: z.enum(['publish', 'rollback', 'promote']),
  remote: z.string(),
  from: z.string().nullable(),
  to: z.string(),
});
export type ReleaseHistoryEvent = z.infer<typeof releaseHistoryEventSchema>;

const remoteTag = z.string().regex(/^mfe-[a-z-]{1,40}@[0-9A-Za-z.+-]{1,80}$/);
export const reportItemSchema = z.object({
  kind: z.enum([...ERROR_REPORT_KINDS, ...VITAL_REPORT_KINDS]),
  // PostgreSQL cannot store a NUL character (the input guard sees a beacon's text before it is parsed).
  message: z
    .string()
    .max(500)
    .refine((text) => !text.includes('\u0000'), 'A report may not contain a NUL character.')
    .optional(),
  remote: z.enum(REMOTE_NAMES).optional(),
  value: z.number().min(0).max(600_000).optional(),
  /** Every remote loaded when it happened, `name@version`. */
  remotes: z.array(remoteTag).max(10),
});
export type ReportItem = z.infer<typeof reportItemSchema>;
/** `POST /v2/release-health/reports`: a batch of reports from one page load: its random session id, the remotes it runs, what happened. */
export const reportBatchSchema = z.object({
  session: z.string().regex(/^[a-z0-9]{8,32}$/),
  /** Every remote loaded when the batch was sent, `name@version`: the session ran these. */
  remotes: z.array(remoteTag).max(10),
  items: z.array(reportItemSchema).max(30),
  /**
   * The report token the page's release manifest came with (its `Release-Report-Token` header): without
   * a valid one the batch is taken (204) and not counted.
   */
  token: z.string().max(2000).optional(),
});
export type ReportBatch = z.infer<typeof reportBatchSchema>;

/**
 * Why a report was left out of release health (decision 030): no valid report token; a token sent again
 * from another page (or its session's reports already full); a value no browser reports; its version's
 * sessions already at their cap that minute; its address over its batches a minute.
 */
export const DROP_REASONS = ['token', 'reused', 'bounds', 'cap', 'rate'] as const;
export type DropReason = (typeof DROP_REASONS)[number];
const count = z.number().int().min(0);
/** Reports dropped per reason, counted on the server per version and minute (a batch with no items is one). */
export const droppedReportsSchema = z.object({ token: count, reused: count, bounds: count, cap: count, rate: count });
export type DroppedReports = z.infer<typeof droppedReportsSchema>;

/** What the release page and `release -- status` show of each remote version. */
export const versionHealthSchema = z.object({
  remote: z.string(),
  version: z.string(),
  state: z.enum(['live', 'canary', 'kept']),
  /** The share of visitors a canary is served to. */
  percent: z.number().nullable(),
  sessions: z.number(),
  errorSessions: z.number(),
  /** errorSessions / sessions, 0 to 1 (0 without sessions). */
  errorRate: z.number(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
  /** Distinct addresses the counted sessions' report tokens were handed to. */
  sources: count,
  dropped: droppedReportsSchema,
});
export type VersionHealth = z.infer<typeof versionHealthSchema>;

/** A release manager's (or the automatic rule's) action, with who and when. */
export const releaseActionSchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  remote: z.string(),
  version: z.string().nullable(),
  detail: z.string().nullable(),
});
export type ReleaseAction = z.infer<typeof releaseActionSchema>;

/** One side of a canary's judgement, counted since the canary started. */
const judgedSideSchema = z.object({
  version: z.string(),
  sessions: count,
  sources: count,
  errorSessions: count,
  errorRate: z.number(),
  dropped: droppedReportsSchema,
});
/**
 * A running canary as the rollback rule sees it now: `waiting` for enough sessions or sources, `healthy`,
 * or `failing` (rolled back at the rule's next check).
 */
export const canaryJudgementSchema = z.object({
  remote: z.string(),
  since: z.string(),
  canary: judgedSideSchema,
  live: judgedSideSchema.nullable(),
  verdict: z.enum(['waiting', 'healthy', 'failing']),
});
export type CanaryJudgement = z.infer<typeof canaryJudgementSchema>;

/**
 * The back office's Releases screen's calls (decision 039: every staff call is under /v2/staff/, for the
 * `releases` role).
 */
export const RELEASES_API = {
  health: '/v2/staff/releases',
  action: (remote: string, action: 'promote' | 'rollback') => `/v2/staff/releases/${remote}/${action}`,
} as const;

/** `GET /v2/staff/releases`: the health table, each running canary's judgement, the action log and the rollback rule. */
export const releasesAnswerSchema = z.object({
  rows: z.array(versionHealthSchema),
  judgements: z.array(canaryJudgementSchema),
  actions: z.array(releaseActionSchema),
  rule: z.object({ errorMarginPct: z.number(), minSessions: z.number(), minSources: z.number() }),
});
export type ReleasesAnswer = z.infer<typeof releasesAnswerSchema>;

export const releaseRemoteParamsSchema = z.object({ remote: z.enum(REMOTE_NAMES) });
/** `POST /v2/staff/releases/:remote/promote` and `.../rollback`. */
export const releaseActionAnswerSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string(),
  action: z.enum(['promote', 'rollback']),
});

import type { OrderProduct } from '../staff/staff';
import type {
  StaffAddRequest,
  StaffAssignRequest,
  StaffMember,
  StaffLead,
  StaffLeadsAnswer,
  StaffLeadsQuery,
  StaffLeadUpdateRequest,
  StaffMe,
  StaffNoteRequest,
  StaffOrderAnswer,
  StaffOrderChangeAnswer,
  StaffOrdersAnswer,
  StaffOrdersQuery,
  StaffPastDueAnswer,
  StaffRefundAnswer,
  StaffRefundRequest,
  StaffRefundsAnswer,
  StaffRetryAnswer,
  StaffStatusMoveRequest,
  StaffTeamAnswer,
  StaffVerificationRequest,
} from '../schemas/calls/staff';
import type { EngineId, EngineLinkRequest, EngineLinksAnswer, SpendAlertsAnswer } from '../schemas/calls/engines';
import type { StaffAdCalls } from './backoffice-ad';

export type { StaffAdCalls };
import type { StaffWorkCalls } from './backoffice-work';

/** Reports left out of release health, per reason (`droppedReportsSchema`). */
export interface DroppedReportsView {
  token: number;
  reused: number;
  bounds: number;
  cap: number;
  rate: number;
}
/** One side of a canary's judgement since it started (`canaryJudgementSchema`). */
interface JudgedSideView {
  version: string;
  sessions: number;
  sources: number;
  errorSessions: number;
  errorRate: number;
  dropped: DroppedReportsView;
}

/**
 * `GET /v2/staff/releases` as the back office reads it: the shape of `releasesAnswerSchema` (schemas/calls/releases.ts),
 * written out because that module imports the remote contract, which imports this one. The fields added
 * with the evidence of each judgement are optional: a shell released before them checks the answer with
 * its own schema, which leaves them out.
 */
export interface ReleasesView {
  rows: {
    remote: string;
    version: string;
    state: 'live' | 'canary' | 'kept';
    percent: number | null;
    sessions: number;
    errorSessions: number;
    errorRate: number;
    lcpP75: number | null;
    inpP75: number | null;
    sources?: number;
    dropped?: DroppedReportsView;
  }[];
  judgements?: {
    remote: string;
    since: string;
    canary: JudgedSideView;
    live: JudgedSideView | null;
    verdict: 'waiting' | 'healthy' | 'failing';
  }[];
  actions: { at: string; actor: string; action: string; remote: string; version: string | null; detail: string | null }[];
  rule: { errorMarginPct: number; minSessions: number; minSources?: number };
}

/**
 * The back office's calls, made by the shell's staff client with the staff token (the remote has no
 * client of its own). Each answer is checked against its schema in `schemas/calls/staff.ts`; a refusal
 * rejects with the session's `ApiError` (its `status`: 403 for a role the person lacks).
 */
export interface StaffCalls extends StaffWorkCalls, StaffAdCalls {
  team(): Promise<StaffTeamAnswer>;
  addStaff(body: StaffAddRequest): Promise<{ member: StaffMember }>;
  removeStaff(staffId: number): Promise<{ endedSessions: number }>;
  orders(query: StaffOrdersQuery): Promise<StaffOrdersAnswer>;
  order(product: OrderProduct, id: number): Promise<StaffOrderAnswer>;
  moveStatus(product: OrderProduct, id: number, body: StaffStatusMoveRequest): Promise<StaffOrderChangeAnswer>;
  addNote(product: OrderProduct, id: number, body: StaffNoteRequest): Promise<StaffOrderChangeAnswer>;
  assign(product: OrderProduct, id: number, body: StaffAssignRequest): Promise<StaffOrderChangeAnswer>;
  verification(id: number, body: StaffVerificationRequest): Promise<StaffOrderChangeAnswer>;
  leads(query: StaffLeadsQuery): Promise<StaffLeadsAnswer>;
  updateLead(id: number, body: StaffLeadUpdateRequest): Promise<{ lead: StaffLead }>;
  pastDue(): Promise<StaffPastDueAnswer>;
  refunds(): Promise<StaffRefundsAnswer>;
  retryCharge(periodInvoiceId: number): Promise<StaffRetryAnswer>;
  refund(reference: string, body: StaffRefundRequest): Promise<StaffRefundAnswer>;
  /** A search ad's campaigns on the engines, and each engine's last sync. */
  engineLinks(adId: number): Promise<EngineLinksAnswer>;
  linkEngine(adId: number, body: EngineLinkRequest): Promise<EngineLinksAnswer>;
  unlinkEngine(adId: number, engine: EngineId): Promise<EngineLinksAnswer>;
  /** Open spend alerts (an engine past a paid period's budget), oldest first. */
  spendAlerts(): Promise<SpendAlertsAnswer>;
  resolveSpendAlert(id: number): Promise<SpendAlertsAnswer>;
  /** The release health table and action log (releases role). */
  releases(): Promise<ReleasesView>;
  releaseAction(
    remote: string,
    action: 'promote' | 'rollback',
  ): Promise<{ remote: string; version: string; action: 'promote' | 'rollback' }>;
}

/** What the shell mounts the back office with (`/staff/*`), once a staff session with its second factor exists. */
export interface BackofficeProps {
  me: StaffMe;
  api: StaffCalls;
  /** Ends the staff session; the shell shows its sign-in again. */
  signOut: () => void | Promise<void>;
  /** Where the shell mounted it (`/staff`): the remote's links start here. */
  basePath: string;
  /** The address of an API path the browser opens itself (an owner's upload, opened with the staff cookie). */
  fileUrl: (path: string) => string;
}

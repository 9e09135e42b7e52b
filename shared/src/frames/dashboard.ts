import type { FrameValuesOf } from '../remotes/owner-frame';

/**
 * The dashboard pages' served field values, by page path (decision 036). `/dashboard` has none: its one
 * field, the statistics period, starts at 30 days for every owner, as the frame is rendered, so the
 * server leaves the frame as it is (and parses nothing).
 */
export const DASHBOARD_FRAME_VALUES: Record<string, FrameValuesOf> = {};

import type { FrameValuesOf } from '../remotes/owner-frame';

/** The dashboard pages' served field values, by page path (decision 036). */
export const DASHBOARD_FRAME_VALUES: Record<string, FrameValuesOf> = {};

import type { FrameValuesOf } from '../remotes/owner-frame';

/** The gbp-wizard pages' served field values, by page path (decision 036). */
export const GBP_FRAME_VALUES: Record<string, FrameValuesOf> = {};

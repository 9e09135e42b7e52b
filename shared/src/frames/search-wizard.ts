import type { FrameValuesOf } from '../remotes/owner-frame';

/** The search-wizard pages' served field values, by page path (decision 036). */
export const SEARCH_FRAME_VALUES: Record<string, FrameValuesOf> = {};

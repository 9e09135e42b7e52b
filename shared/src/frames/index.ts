import type { FramePartsOf, FrameValues, FrameValuesOf, OwnerFrameData } from '../remotes/owner-frame';
import { gbpStepPath, searchStepPath } from '../constants/routes';
import { ABOUT_FRAME_PARTS } from './about';
import { DASHBOARD_FRAME_PARTS } from './dashboard';
import { GBP_FRAME_VALUES } from './gbp-wizard';
import { SEARCH_FRAME_VALUES } from './search-wizard';

/** Each owner page's field values, by page (a page without fields, or whose fields start empty for every owner, has none: the dashboard). */
const BY_PAGE: Record<string, FrameValuesOf> = { ...SEARCH_FRAME_VALUES, ...GBP_FRAME_VALUES };

/**
 * What the served frame of owner page `pathname` holds in its fields for this owner (decision 036):
 * exactly what the page's form starts with in the app, which reads the same functions.
 */
export const ownerFrameValues = (pathname: string, data: OwnerFrameData): FrameValues =>
  Object.hasOwn(BY_PAGE, pathname) ? BY_PAGE[pathname](data) : {};

const PARTS_BY_PAGE: Record<string, FramePartsOf> = {
  [searchStepPath('about')]: ABOUT_FRAME_PARTS,
  [gbpStepPath('about')]: ABOUT_FRAME_PARTS,
  ...DASHBOARD_FRAME_PARTS,
};

/** Which of the frame's marked parts (`FRAME_PART_ATTRIBUTE`) this owner is served: a part named `false` is taken out, one named `true` shown. */
export const ownerFrameParts = (pathname: string, data: OwnerFrameData): Record<string, boolean> =>
  Object.hasOwn(PARTS_BY_PAGE, pathname) ? PARTS_BY_PAGE[pathname](data) : {};

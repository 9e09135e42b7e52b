import type { Account, Profile, SearchAd } from '../schemas/entities';

/**
 * An owner page is served as a frame with the owner's form in it, their saved answers already in its
 * fields (decision 036). The prerender renders each owner page once per release with this window
 * property set to `true` and every API call left unanswered: the page then shows its form with empty
 * fields (no step redirect, no data), and what depends on the owner's data as a placeholder. On a
 * page request the server fills the frame's fields by name (`ownerFrameValues`), so the owner can
 * tap and type the moment the page paints; the app takes over with the same values.
 */
export const OWNER_FRAME_GLOBAL = '__adlaunchOwnerFrame';

/** True only while the prerender renders an owner page's frame. */
export const isRenderingOwnerFrame = (): boolean => (globalThis as Record<string, unknown>)[OWNER_FRAME_GLOBAL] === true;

/** What the server reads for an owner's page: the same answers the app's first render holds (token login, the latest orders). */
export interface OwnerFrameData {
  /** The account, as token login answers it. */
  user: Account;
  searchAd: SearchAd | null;
  /** Every search ad of the owner, newest first (the dashboard's list); where left out, the latest alone. */
  searchAds?: SearchAd[];
  profile: Profile | null;
}

/**
 * A frame's fields by their `name`: a text field's or a select's value; a radio group's chosen value;
 * a checkbox `'on'` (ticked) or `''`. A field left out keeps what the frame was rendered with (empty).
 */
export type FrameValues = Record<string, string>;

/** A page's field values for one owner: exactly what the page's form starts with in the app. */
export type FrameValuesOf = (data: OwnerFrameData) => FrameValues;

/**
 * A part of a frame that only some owners see is marked `data-frame-part="<name>"`; the page's
 * `FramePartsOf` says, for one owner, whether each part goes (`false`: taken out) or stays (`true`:
 * shown, its `hidden` attribute taken off). A part not named stays as rendered. (The dashboard's
 * statistics period is there only for an owner whose campaign has run; an about step's South Africa
 * question is locked for an owner who has paid with a "yes".)
 */
export const FRAME_PART_ATTRIBUTE = 'data-frame-part';
export type FramePartsOf = (data: OwnerFrameData) => Record<string, boolean>;

/** The first candidate with text in it, else '' (how a step prefills a field from what the owner gave before). */
export const firstFilled = (candidates: readonly (string | null | undefined)[] | undefined): string =>
  candidates?.find((c) => c?.trim())?.trim() ?? '';

// Ad changes by staff (the `campaigns` role): a paid search ad's text, keywords and words to
// exclude, and locations. The owner's own step schemas, so a change passes exactly what the wizard allows.
import { z } from 'zod';
import type { ManagedTier, PlanId } from '../../pricing/constants';
import { searchAboutSchema, searchDetailsSchema, searchKeywordsSchema, searchKeywordsSchemaFor } from './search-ads';

/** Told to the owner with the change (their dashboard and an email); without it they read only what changed. */
const noteForOwner = z.string().trim().max(1000).optional();

/** `POST /v2/staff/orders/search_ads/:id/ad-text`. */
export const staffAdTextRequestSchema = searchDetailsSchema.extend({ note_for_owner: noteForOwner }).strict();
export type StaffAdTextRequest = z.infer<typeof staffAdTextRequestSchema>;

const keywordsShape = <K extends typeof searchKeywordsSchema.shape.keywords>(keywords: K) =>
  z
    .object({
      keywords,
      negative_keywords: searchKeywordsSchema.shape.negative_keywords.unwrap(),
      note_for_owner: noteForOwner,
    })
    .strict();
/** `POST /v2/staff/orders/search_ads/:id/keywords`: the keywords and the words to exclude (competitors stay as they are). */
export const staffKeywordsRequestSchema = keywordsShape(searchKeywordsSchema.shape.keywords);
export type StaffKeywordsRequest = z.infer<typeof staffKeywordsRequestSchema>;
/** The same, held to the keyword limit of the ad's plan (the owner's keywords step's schema for it). */
export const staffKeywordsRequestSchemaFor = (plan: ManagedTier | PlanId) => keywordsShape(searchKeywordsSchemaFor(plan).shape.keywords);

/** `POST /v2/staff/orders/search_ads/:id/locations`: location ids from the location search, as the about step sends them. */
export const staffLocationsRequestSchema = searchAboutSchema.pick({ location_ids: true }).extend({ note_for_owner: noteForOwner }).strict();
export type StaffLocationsRequest = z.infer<typeof staffLocationsRequestSchema>;

export const STAFF_AD_PARTS = ['ad-text', 'keywords', 'locations'] as const;
export type StaffAdPart = (typeof STAFF_AD_PARTS)[number];
export type StaffAdChangeRequest =
  | { part: 'ad-text'; body: StaffAdTextRequest }
  | { part: 'keywords'; body: StaffKeywordsRequest }
  | { part: 'locations'; body: StaffLocationsRequest };

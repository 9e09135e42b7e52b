import type { Kysely, Updateable } from 'kysely';
import { ROUTES, type Location, type StaffAdChangeRequest, type StaffAction, type StaffOrderRow } from '@adlaunch/shared';
import { assertKeywordsWithinPlan, planOf, resolveLocationIds, toSearchAd, uniqueTags, type SearchAdRow } from '../../campaigns/search-ads';
import type { LocationIndex } from '../../campaigns/locations';
import { now } from '../../db/database';
import type { Database, SearchAdsTable } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { renderEmail, type EmailRow } from '../../mail/layout';
import { enqueueEmail } from '../../mail/outbox';
import { recordAction, type Actor } from '../staff-actions';
import { ORDER_NOT_FOUND } from './order-page';
import { orderRow } from './order-queue';

export const AD_CHANGE_MESSAGES = {
  unchanged: 'Nothing changed: the ad already says this.',
  changed: 'The ad changed meanwhile. Open the order again and retry.',
} as const;

const PART_WORDS = { 'ad-text': 'ad text', keywords: 'keywords', locations: 'locations' } as const;
const AD_TEXT_LABELS = {
  headline_1: 'Headline 1',
  headline_2: 'Headline 2',
  headline_3: 'Headline 3',
  desc_1: 'Description 1',
  desc_2: 'Description 2',
} as const;

type Values = Record<string, unknown>;
interface Planned {
  set: Updateable<SearchAdsTable>;
  before: Values;
  after: Values;
  /** What changed, in the owner's words: the email's rows. */
  rows: EmailRow[];
}

const placeName = (l: Location) => l.name;
function listRows(label: string, before: string[], after: string[]): EmailRow[] {
  const lower = (items: string[]) => new Set(items.map((i) => i.toLowerCase()));
  const [was, now] = [lower(before), lower(after)];
  const added = after.filter((i) => !was.has(i.toLowerCase()));
  const removed = before.filter((i) => !now.has(i.toLowerCase()));
  return [
    ...(added.length ? [{ label: `${label} added`, value: added.join(', ') }] : []),
    ...(removed.length ? [{ label: `${label} removed`, value: removed.join(', ') }] : []),
  ];
}

/** The new values of one part, checked as the owner's save checks them (plan's keyword limit, known locations). */
async function plan(
  db: Kysely<Database>,
  row: SearchAdRow,
  change: StaffAdChangeRequest,
  locations: () => LocationIndex,
): Promise<Planned> {
  const ad = toSearchAd(row);
  if (change.part === 'ad-text') {
    const next = change.body.ad_details;
    const was = ad.ad_details;
    const rows = (Object.keys(AD_TEXT_LABELS) as (keyof typeof AD_TEXT_LABELS)[])
      .filter((key) => was?.[key] !== next[key])
      .map((key) => ({ label: AD_TEXT_LABELS[key], value: next[key] }));
    return { set: { ad_details: JSON.stringify(next) }, before: { ad_details: was }, after: { ad_details: next }, rows };
  }
  if (change.part === 'keywords') {
    const keywords = uniqueTags(change.body.keywords);
    const negative = uniqueTags(change.body.negative_keywords);
    const held = await planOf(db, row);
    if (held) assertKeywordsWithinPlan(keywords, held);
    return {
      set: { keywords: JSON.stringify(keywords), negative_keywords: JSON.stringify(negative) },
      before: { keywords: ad.keywords, negative_keywords: ad.negative_keywords },
      after: { keywords, negative_keywords: negative },
      rows: [...listRows('Keywords', ad.keywords, keywords), ...listRows('Words to exclude', ad.negative_keywords, negative)],
    };
  }
  const next = resolveLocationIds(locations(), change.body.location_ids);
  return {
    set: { locations: JSON.stringify(next) },
    before: { locations: ad.locations },
    after: { locations: next },
    rows: listRows('Locations', ad.locations.map(placeName), next.map(placeName)),
  };
}

function changeEmail(
  part: StaffAdChangeRequest['part'],
  businessName: string | null,
  rows: EmailRow[],
  note: string | null,
  siteOrigin: string,
) {
  const what = `your search ad${businessName ? ` for ${businessName}` : ''}`;
  return renderEmail({
    subject: `AdLaunch: we changed the ${PART_WORDS[part]} of ${what}`,
    preview: `We changed the ${PART_WORDS[part]} of ${what}.`,
    heading: `We changed your ad's ${PART_WORDS[part]}`,
    blocks: [
      `We changed the ${PART_WORDS[part]} of ${what}. This is what is new:`,
      { type: 'table', rows },
      ...(note ? [{ type: 'paragraph' as const, text: note }] : []),
      'If something is not right, reply to this email and we will change it back.',
    ],
    action: { label: 'Open your dashboard', url: `${siteOrigin.replace(/\/+$/, '')}${ROUTES.dashboard}` },
  });
}

/**
 * A staff change to a paid search ad's text, keywords (and words to exclude) or locations: checked by
 * the owner's step schemas and the plan's limits, recorded with before and after, and told to the owner
 * (a managed service says what it changed in their ad): the note on their dashboard and one email.
 */
export async function changeAd(
  db: Kysely<Database>,
  actor: Actor,
  adId: number,
  change: StaffAdChangeRequest,
  locations: () => LocationIndex,
  siteOrigin: string,
): Promise<{ order: StaffOrderRow; action: StaffAction }> {
  const action = await writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom('search_ads').selectAll().where('id', '=', adId).executeTakeFirst();
    // The unpaid wizard's draft is the owner's to edit, not an order.
    if (!row || row.status === 'setup') throw new HttpError(404, ORDER_NOT_FOUND);
    const planned = await plan(trx, row, change, locations);
    if (planned.rows.length === 0) throw new HttpError(409, AD_CHANGE_MESSAGES.unchanged);
    const stamp = now();
    const updated = await trx
      .updateTable('search_ads')
      .set({ ...planned.set, updated_at: stamp })
      .where('id', '=', adId)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(409, AD_CHANGE_MESSAGES.changed);
    const noteForOwner = change.body.note_for_owner || null;
    const recorded = await recordAction(trx, actor, {
      action: change.part === 'ad-text' ? 'ad_text' : change.part,
      subject: { type: 'search_ads', id: adId },
      before: planned.before,
      after: { ...planned.after, ...(noteForOwner ? { noteForOwner } : {}) },
    });
    const ownerText = noteForOwner ?? `We changed your ad's ${PART_WORDS[change.part]}.`;
    await trx
      .insertInto('order_notes')
      .values({ product: 'search_ads', order_id: adId, text: ownerText, at: stamp, staff_action_id: recorded.id })
      .execute();
    const owner = await trx.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
    const email = await changeEmail(change.part, row.business_name, planned.rows, noteForOwner, siteOrigin);
    await enqueueEmail(trx, { kind: 'ad-change', to: owner.email, ...email });
    return recorded;
  });
  return { order: (await orderRow(db, 'search_ads', adId))!, action };
}

import type { Kysely } from 'kysely';
import { allowedMoves, SEARCH_KEYWORDS_MAX, searchPlan, STAFF_API, type OrderProduct, type StaffOrderAnswer } from '@adlaunch/shared';
import { planOf, toSearchAd, type SearchAdRow } from '../../campaigns/search-ads';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ASSET_PATH } from '../../profiles/uploads';
import type { StaffSession } from '../auth/staff-sessions';
import { actionsOnAny, type ActionSubject } from '../staff-actions';
import { signedLink } from '../staff-guard';
import { latestOwnerNote } from './owner-notes';
import { orderRow } from './order-queue';
import { ownerSections, profileSections, searchAdSections } from './submitted';

export const ORDER_NOT_FOUND = 'There is no such order.';

async function orderUploads(db: Kysely<Database>, session: StaffSession, urls: { label: string; url: string | null }[]) {
  const keyed = urls.filter((u) => u.url?.startsWith(`${ASSET_PATH}/`));
  if (keyed.length === 0) return [];
  const keys = keyed.map((u) => u.url!.slice(ASSET_PATH.length + 1));
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'storage_key', 'content_type', 'size'])
    .where('storage_key', 'in', keys)
    .execute();
  return keyed.flatMap(({ label, url }) => {
    const asset = assets.find((a) => a.storage_key === url!.slice(ASSET_PATH.length + 1));
    return asset
      ? [{ label, url: signedLink(session, STAFF_API.upload(asset.id)), contentType: asset.content_type, size: asset.size }]
      : [];
  });
}

/** A search ad's parts staff may change (ad-changes.ts), with the keyword limit of the plan it is held to. */
async function editableAd(db: Kysely<Database>, row: SearchAdRow): Promise<NonNullable<StaffOrderAnswer['ad']>> {
  const ad = toSearchAd(row);
  const plan = await planOf(db, row);
  return {
    adDetails: ad.ad_details,
    keywords: ad.keywords,
    negativeKeywords: ad.negative_keywords,
    locations: ad.locations,
    plan,
    keywordsMax: plan ? searchPlan(plan).keywordsMax : SEARCH_KEYWORDS_MAX,
  };
}

/** Everything about one order for its page: what the owner submitted, money, emails and every staff action. */
export async function orderPage(db: Kysely<Database>, session: StaffSession, product: OrderProduct, id: number): Promise<StaffOrderAnswer> {
  const order = await orderRow(db, product, id);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const table = product === 'search_ads' ? 'search_ads' : 'profiles';
  const orderKey = product === 'search_ads' ? 'ad_id' : 'profile_id';
  const userId = (await db.selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

  let submitted;
  let uploads: StaffOrderAnswer['uploads'] = [];
  let ad: StaffOrderAnswer['ad'] = null;
  if (product === 'search_ads') {
    const row = await db.selectFrom('search_ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    submitted = searchAdSections(row);
    ad = await editableAd(db, row);
  } else {
    const profile = await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    submitted = profileSections(profile);
    uploads = await orderUploads(db, session, [
      { label: 'Photo of the business', url: profile.image },
      { label: 'Registration certificate', url: profile.certificate },
    ]);
  }

  const payments = await db.selectFrom('payments').selectAll().where(orderKey, '=', id).orderBy('id', 'desc').execute();
  const subscriptionIds = (await db.selectFrom('subscriptions').select('id').where(orderKey, '=', id).execute()).map((s) => s.id);
  const invoices = subscriptionIds.length
    ? await db
        .selectFrom('period_invoices')
        .selectAll()
        .where('subscription_id', 'in', subscriptionIds)
        .orderBy('period_start', 'desc')
        .execute()
    : [];
  const emails = await db
    .selectFrom('email_outbox')
    .select(['id', 'created_at', 'kind', 'subject', 'status'])
    .where('to_address', '=', user.email)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();

  return {
    order,
    owner: {
      name: `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      mobile: user.mobile,
      chargeVAT: Boolean(user.charge_vat),
      vatAnswered: Boolean(user.vat_answered),
      vatNumber: user.vat_number,
    },
    submitted: [...submitted, ...ownerSections(user)],
    uploads,
    payments: payments.map((p) => ({
      reference: p.reference,
      kind: p.kind,
      status: p.status,
      amountCents: p.amount_cents,
      createdAt: p.created_at,
      paidAt: p.paid_at,
      refundReason: p.refund_reason,
    })),
    invoices: invoices.map((i) => ({
      id: i.id,
      periodStart: i.period_start,
      periodEnd: i.period_end,
      amountCents: i.amount_cents,
      status: i.status,
      attempts: i.attempts,
      nextAttemptOn: i.next_attempt_on,
    })),
    emails: emails.map((e) => ({ id: e.id, at: e.created_at, kind: e.kind, subject: e.subject, status: e.status })),
    // Refunds, charge retries and credits are recorded against the payment, invoice or plan they act on.
    history: await actionsOnAny(db, [
      { type: product, id },
      ...payments.map((p): ActionSubject => ({ type: 'payment', id: p.reference })),
      ...invoices.map((i): ActionSubject => ({ type: 'period_invoice', id: i.id })),
      ...subscriptionIds.map((sid): ActionSubject => ({ type: 'subscription', id: sid })),
    ]),
    ownerNote: await latestOwnerNote(db, product, id),
    allowedMoves: [...allowedMoves(product, order.workStatus)],
    ad,
  };
}

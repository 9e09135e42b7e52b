import type { Kysely } from 'kysely';
import type { OrderProduct, OwnerStatusNote, VerificationStep } from '@adlaunch/shared';
import type { Database } from '../../db/schema';

/** The newest note staff wrote for the owner with a move; null when there is none. */
export async function latestOwnerNote(db: Kysely<Database>, product: OrderProduct, orderId: number): Promise<OwnerStatusNote | null> {
  const row = await db
    .selectFrom('order_notes')
    .select(['text', 'at'])
    .where('product', '=', product)
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The owner's orders with the newest note staff wrote for each (`statusNote`): what the dashboard shows beside each status. */
export async function withStatusNotes<O extends { id: number }>(
  db: Kysely<Database>,
  product: OrderProduct,
  orders: O[],
): Promise<(O & { statusNote: OwnerStatusNote | null })[]> {
  if (orders.length === 0) return [];
  const rows = await db
    .selectFrom('order_notes')
    .select(['order_id', 'text', 'at'])
    .where('product', '=', product)
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id', 'desc')
    .execute();
  const newest = new Map<number, OwnerStatusNote>();
  for (const row of rows) if (!newest.has(row.order_id)) newest.set(row.order_id, { text: row.text, at: row.at });
  return orders.map((order) => ({ ...order, statusNote: newest.get(order.id) ?? null }));
}

/**
 * What the owner's status answer adds (`GET /v2/profile-status/status/:id`, `GET /v2/google-business-profile/status/:id`):
 * the newest note for the owner and, for a business profile, Google's verification step. The caller has
 * already checked that the order is the owner's.
 */
export async function ownerStatusExtras(db: Kysely<Database>, product: OrderProduct, orderId: number) {
  // Absent rather than null when there is none: the answer stays as it was for an order staff never touched.
  const note = await latestOwnerNote(db, product, orderId);
  const extras: { note?: OwnerStatusNote; verification?: { step: VerificationStep; at: string } } = note ? { note } : {};
  if (product !== 'gbp') return extras;
  const work = await db
    .selectFrom('order_work')
    .select(['verification_step', 'verification_at'])
    .where('product', '=', product)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (work?.verification_step && work.verification_at)
    extras.verification = { step: work.verification_step as VerificationStep, at: work.verification_at };
  return extras;
}

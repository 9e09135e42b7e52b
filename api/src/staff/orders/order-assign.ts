import type { Kysely } from 'kysely';
import type { OrderProduct, StaffAction, StaffOrderRow } from '@adlaunch/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { recordAction, type Actor } from '../staff-actions';
import { activeStaff } from '../staff-store';
import { upsertWork } from './order-moves';
import { ORDER_NOT_FOUND } from './order-page';
import { orderRow } from './order-queue';

interface OrderWithAction {
  order: StaffOrderRow;
  action: StaffAction;
}

/** A staff note on an order, kept with the order's other staff actions. */
export async function noteOrder(
  db: Kysely<Database>,
  actor: Actor,
  product: OrderProduct,
  id: number,
  text: string,
): Promise<OrderWithAction> {
  const order = await orderRow(db, product, id);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const action = await recordAction(db, actor, { action: 'note', subject: { type: product, id }, note: text });
  return { order, action };
}

/** Gives an order to an active staff member (or to nobody: null), recording who had it before. */
export async function assignOrder(
  db: Kysely<Database>,
  actor: Actor,
  product: OrderProduct,
  id: number,
  assigneeId: number | null,
): Promise<OrderWithAction> {
  const assignee = assigneeId === null ? null : await activeStaff(db, { id: assigneeId });
  if (assigneeId !== null && !assignee) throw new HttpError(400, 'There is no such staff member.');
  const before = await orderRow(db, product, id);
  if (!before) throw new HttpError(404, ORDER_NOT_FOUND);
  const action = await writeTransaction(db, async (trx) => {
    await upsertWork(trx, product, id, { assignee_id: assigneeId });
    return recordAction(trx, actor, {
      action: 'assign',
      subject: { type: product, id },
      before: { assignee: before.assignee?.email ?? null },
      after: { assignee: assignee?.email ?? null },
    });
  });
  return { order: (await orderRow(db, product, id))!, action };
}

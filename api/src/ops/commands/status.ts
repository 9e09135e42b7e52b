import { SEARCH_WORK_STATUSES, GBP_WORK_STATUSES, type OrderProduct, type WorkStatus } from '@adlaunch/shared';
import { OpsError, type OpsCommand } from '../cli';
import { loadConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { opsServices, serverSiteOrigin } from '../../wiring';
import { operatorActor } from '../../staff/staff-actions';
import { moveOrder } from '../../staff/orders/order-moves';
import { operatorFrom } from './staff';

/** The back office's status move (decision 039): the same allowed moves, owner email and record, as the operator who ran it. */
export const command: OpsCommand = {
  summary: 'Move a search ad or business profile to another status.',
  usage: [
    'Usage: npm run ops -- status <search|gbp> <id> <status> [--note "for the owner"] [--as <operator>] [--force]',
    "  --force: any status, an unpaid order's too (a test or a repair); recorded as forced",
    `  search: ${SEARCH_WORK_STATUSES.join(', ')}`,
    `  gbp: ${GBP_WORK_STATUSES.join(', ')}`,
  ].join('\n'),
  async run(args, { db, out }) {
    const { name, rest: given } = operatorFrom(args);
    const force = given.includes('--force');
    const rest = given.filter((arg) => arg !== '--force');
    const noteAt = rest.indexOf('--note');
    const note = noteAt === -1 ? undefined : rest[noteAt + 1];
    const [kind, rawId, status] = noteAt === -1 ? rest : [...rest.slice(0, noteAt), ...rest.slice(noteAt + 2)];
    const id = Number(rawId);
    if ((kind !== 'search' && kind !== 'gbp') || !Number.isInteger(id) || id <= 0)
      throw new OpsError('Give search or gbp, an id and a status.');
    const product: OrderProduct = kind === 'search' ? 'search_ads' : 'gbp';
    const statuses: readonly string[] = kind === 'search' ? SEARCH_WORK_STATUSES : GBP_WORK_STATUSES;
    if (!status || !statuses.includes(status)) throw new OpsError(`Unknown status "${status ?? ''}".`);
    const config = loadConfig();
    const { clock } = await opsServices(db, config);
    try {
      const { order, action } = await moveOrder(
        db,
        operatorActor(name),
        { product, id, to: status as WorkStatus, noteForOwner: note, force },
        { siteOrigin: serverSiteOrigin(config), clock },
      );
      out(
        `${kind === 'search' ? 'Search ad' : 'Business profile'} ${id}: ${String(action.before?.status)} -> ${order.workStatus}. The owner is emailed.`,
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        throw new OpsError(`No ${kind === 'search' ? 'search ad' : 'business profile'} with id ${id}.`);
      if (error instanceof HttpError) throw new OpsError(error.message);
      throw error;
    }
  },
};

import type { OpsCommand } from '../cli';
import { OpsError } from '../cli';
import { loadConfig } from '../../config';
import { formatMoney } from '@adlaunch/shared';
import { listRefunds } from '../../payments/payment-store';
import { opsServices } from '../../wiring';
import { HttpError } from '../../lib/http-error';
import { operatorActor } from '../../staff/staff-actions';
import { retryRefundByStaff } from '../../staff/money/refund-retry';
import { operatorFrom } from './staff';

/**
 * Completed payments we refused to keep (a second payment of one order, a promo code used up meanwhile):
 * each is refunded through the provider at once; one whose refund failed stays 'refunding' here until retried.
 */
export const command: OpsCommand = {
  summary: 'List refunded payments and those whose refund failed; retry a failed refund.',
  usage: 'Usage: npm run ops -- refunds [--due] | npm run ops -- refunds retry <reference> [--as <operator>]',
  async run(args, { db, out }) {
    if (args[0] === 'retry') {
      const { name, rest } = operatorFrom(args.slice(1));
      const reference = rest[0];
      if (!reference) throw new OpsError('Name the payment reference to refund.');
      const config = loadConfig();
      if (!config.paystack.secretKey)
        throw new OpsError('Refunds need PAYSTACK_SECRET_KEY (the sandbox keeps its charges in the server process).');
      const { payments } = await opsServices(db, config, { log: out });
      // The back office's retry (finance): the same function, recorded as the operator who ran it.
      let retried;
      try {
        retried = await retryRefundByStaff(db, (ref) => payments.retryRefund(ref), operatorActor(name), reference);
      } catch (error) {
        if (error instanceof HttpError) throw new OpsError(`${reference}: ${error.message}`);
        throw error;
      }
      if (!retried.refunded) throw new OpsError(`${reference}: ${retried.message}`);
      out(`Refunded ${reference}.`);
      return;
    }
    if (args.length > 0 && args[0] !== '--due') throw new OpsError(`Unknown argument ${args[0]}.`);
    // Due: on its way (the provider has not taken it yet) or owed (refused, or no payment could take it).
    const rows = (await listRefunds(db)).filter((r) => args[0] !== '--due' || r.status === 'refunding' || r.status === 'owed');
    if (rows.length === 0) out(args[0] === '--due' ? 'No refund is waiting.' : 'No payment has been refunded.');
    for (const r of rows)
      out(`${r.reference}  ${r.status.padEnd(9)}  ${formatMoney(r.amountCents, 'ZAR')}  ${r.reason ?? ''}  ${r.email}  ${r.createdAt}`);
  },
};

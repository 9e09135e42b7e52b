import { addDays } from '@adlaunch/shared';
import { loadConfig } from '../../config';
import { billingForOps } from '../../billing/billing-runner';
import type { OpsCommand } from '../cli';
import { operatorActor, recordAction } from '../../staff/staff-actions';
import { operatorFrom } from './staff';

export const command: OpsCommand = {
  summary: 'List every cancelled subscription, newest first: when it was cancelled and the last day its ads run.',
  usage: 'Usage: npm run ops -- cancellations [--as <operator>]',
  async run(args, { db, out }) {
    const { name } = operatorFrom(args);
    const rows = await (await billingForOps(db, loadConfig())).cancellations();
    // The list names owners (their addresses): who read it, and when, is kept as the back office's reads of money are.
    await recordAction(db, operatorActor(name), {
      action: 'cancellations_list',
      subject: { type: 'ops', id: 'cancellations' },
      after: { count: rows.length, subscriptions: rows.map((r) => r.id) },
    });
    if (!rows.length) return out('No cancellations.');
    out(`${rows.length} cancellation(s):`);
    for (const r of rows)
      out(
        `#${r.id} ${r.email} ${r.product} ${r.plan}: cancelled ${r.cancelled_at?.slice(0, 10)}, last day ${r.cancel_at ? addDays(r.cancel_at, -1) : '?'}, ` +
          `${r.status === 'cancelled' ? 'ended' : 'still running (can be undone)'}`,
      );
  },
};

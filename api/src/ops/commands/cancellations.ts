import { addDays } from '@adlaunch/shared';
import { loadConfig } from '../../config';
import { billingForOps } from '../../billing/billing-runner';
import type { OpsCommand } from '../cli';

export const command: OpsCommand = {
  summary: 'List every cancelled subscription, newest first: when it was cancelled and the last day its ads run.',
  usage: 'Usage: npm run ops -- cancellations',
  async run(_args, { db, out }) {
    const rows = await (await billingForOps(db, loadConfig())).cancellations();
    if (!rows.length) return out('No cancellations.');
    out(`${rows.length} cancellation(s):`);
    for (const r of rows)
      out(
        `#${r.id} ${r.email} ${r.product} ${r.plan}: cancelled ${r.cancelled_at?.slice(0, 10)}, last day ${r.cancel_at ? addDays(r.cancel_at, -1) : '?'}, ` +
          `${r.status === 'cancelled' ? 'ended' : 'still running (can be undone)'}`,
      );
  },
};

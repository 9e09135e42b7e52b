import { formatMoney } from '@adlaunch/shared';
import { loadConfig } from '../../config';
import { billingForOps } from '../../services/billing-runner';
import type { OpsCommand } from '../cli';

export const command: OpsCommand = {
  summary: 'List every subscription whose renewal was declined: past due (retrying) or paused.',
  usage: 'Usage: npm run ops -- past-due',
  async run(_args, { db, out }) {
    const rows = await billingForOps(db, loadConfig()).pastDue();
    if (!rows.length) return out('No past-due subscriptions.');
    out(`${rows.length} past-due subscription(s):`);
    for (const r of rows)
      out(
        `#${r.id} ${r.email} ${r.product} ${r.plan}: ${r.status}, owes ${formatMoney(r.owedCents, 'ZAR')} since ${r.past_due_since}, ` +
          `${r.failed_attempts} failed tries, ${r.status === 'paused' ? 'campaign paused' : `next try ${r.next_retry_on}`}, card ${r.card_last4 ?? 'none'}`,
      );
  },
};

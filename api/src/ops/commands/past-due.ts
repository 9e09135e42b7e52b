import { formatMoney } from '@adlaunch/shared';
import { loadConfig } from '../../config';
import { billingForOps } from '../../billing/billing-runner';
import type { OpsCommand } from '../cli';

export const command: OpsCommand = {
  summary: 'List every period invoice not paid on time, whatever the cause: declined, not processed, awaiting the provider, or paused.',
  usage: 'Usage: npm run ops -- past-due',
  async run(_args, { db, out }) {
    const rows = await (await billingForOps(db, loadConfig())).pastDue();
    if (!rows.length) return out('No unpaid invoices past their due day.');
    out(`${rows.length} unpaid invoice(s) past their due day:`);
    for (const r of rows) {
      const state = r.in_flight_reference
        ? `charge ${r.in_flight_reference} awaiting the provider`
        : r.status === 'paused'
          ? 'campaign paused until paid'
          : `next try ${r.next_attempt_on ?? 'none'}`;
      out(
        `invoice #${r.id} subscription #${r.subscription_id} ${r.email}: ${formatMoney(r.amount_cents, 'ZAR')} for the period from ${r.period_start}, ` +
          `${r.attempts} declined ${r.attempts === 1 ? 'try' : 'tries'}, ${state}`,
      );
    }
  },
};

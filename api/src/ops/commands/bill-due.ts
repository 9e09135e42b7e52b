import { isDay } from '@adlaunch/shared';
import { loadConfig } from '../../config';
import type { BillDueOutcome } from '../../billing/bill-due';
import { runBillDue } from '../../billing/billing-runner';
import { OpsError, type OpsCommand } from '../cli';

export const command: OpsCommand = {
  summary:
    'Charge every renewal and retry due (decisions 016, 029); end cancelled subscriptions whose paid period is over. Safe to run twice.',
  usage: 'Usage: npm run ops -- bill-due [--date YYYY-MM-DD]   (default: today in South Africa)',
  async run(args, { db, out }) {
    let date: string | undefined;
    if (args.length) {
      const [flag, value, ...rest] = args;
      if (flag !== '--date' || !value || rest.length) throw new OpsError('the only option is --date YYYY-MM-DD.');
      if (!isDay(value)) throw new OpsError(`"${value}" is not a date (use YYYY-MM-DD, e.g. 2026-12-25).`);
      date = value;
    }
    out(billDueSummary(date ?? 'today', await runBillDue(db, loadConfig(), { date, log: out })));
  },
};

/** The operator's one line about a run: a charge that went through for a period no longer owed is refunded, not awaited. */
export function billDueSummary(date: string, outcome: BillDueOutcome): string {
  const list = (refs: string[]) => (refs.length ? ` (${refs.join(', ')})` : '');
  return (
    `Billing ${date}: ${outcome.paid.length} paid${list(outcome.paid)}, ${outcome.declined.length} declined${list(outcome.declined)}, ` +
    `${outcome.refunded.length} refunded${list(outcome.refunded)}, ` +
    `${outcome.unknown.length} awaiting the provider${list(outcome.unknown)}, ${outcome.skipped} already charged by another run, ${outcome.ended} cancellations ended.`
  );
}

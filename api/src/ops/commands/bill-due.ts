import { isDay } from '@adlaunch/shared';
import { loadConfig } from '../../config';
import type { BillDueOutcome } from '../../billing/bill-due';
import { runBillDue } from '../../billing/billing-runner';
import { OpsError, type OpsCommand } from '../cli';
import { writeTransaction } from '../../lib/transaction';
import { operatorActor, recordAction, type Actor } from '../../staff/staff-actions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { operatorFrom } from './staff';

export const command: OpsCommand = {
  summary:
    'Charge every renewal and retry due (decisions 016, 029); end cancelled subscriptions whose paid period is over. Safe to run twice.',
  usage: 'Usage: npm run ops -- bill-due [--date YYYY-MM-DD] [--as <operator>]   (default: today in South Africa)',
  async run(given, { db, out }) {
    const { name, rest: args } = operatorFrom(given);
    let date: string | undefined;
    if (args.length) {
      const [flag, value, ...rest] = args;
      if (flag !== '--date' || !value || rest.length) throw new OpsError('the only option is --date YYYY-MM-DD.');
      if (!isDay(value)) throw new OpsError(`"${value}" is not a date (use YYYY-MM-DD, e.g. 2026-12-25).`);
      date = value;
    }
    const outcome = await runBillDue(db, loadConfig(), { date, log: out });
    await recordBillDue(db, operatorActor(name), date ?? 'today', outcome);
    out(billDueSummary(date ?? 'today', outcome));
  },
};

const RESULTS = ['paid', 'declined', 'refunded', 'unknown'] as const;

/**
 * An operator's run, recorded as them (the server's daily run is the scheduler's, not a person's): the run
 * with its counts, and each charge on the period invoice billing answers it by, so that the order's page
 * shows it.
 */
async function recordBillDue(db: Kysely<Database>, actor: Actor, date: string, outcome: BillDueOutcome) {
  const charges = RESULTS.flatMap((result) => outcome.charges.filter((charge) => charge.result === result));
  await writeTransaction(db, async (trx) => {
    await recordAction(trx, actor, {
      action: 'bill_due',
      subject: { type: 'ops', id: 'bill-due' },
      after: {
        date,
        paid: outcome.paid.length,
        declined: outcome.declined.length,
        refunded: outcome.refunded.length,
        unknown: outcome.unknown.length,
        skipped: outcome.skipped,
        ended: outcome.ended,
      },
    });
    for (const { invoiceId, result, label } of charges)
      await recordAction(trx, actor, {
        action: 'bill_due_charge',
        subject: { type: 'period_invoice', id: invoiceId },
        after: { date, result, reference: label },
      });
  });
}

/** The operator's one line about a run: a charge that went through for a period no longer owed is refunded, not awaited. */
export function billDueSummary(date: string, outcome: BillDueOutcome): string {
  const list = (refs: string[]) => (refs.length ? ` (${refs.join(', ')})` : '');
  return (
    `Billing ${date}: ${outcome.paid.length} paid${list(outcome.paid)}, ${outcome.declined.length} declined${list(outcome.declined)}, ` +
    `${outcome.refunded.length} refunded${list(outcome.refunded)}, ` +
    `${outcome.unknown.length} awaiting the provider${list(outcome.unknown)}, ${outcome.skipped} already charged by another run, ${outcome.ended} cancellations ended.`
  );
}

import type { Kysely } from 'kysely';
import { formatMoney } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { readFigures } from '../payments/payment-figures';
import { staffEmailsWithRole } from '../staff/staff-store';
import type { Engine, EnginesConfig } from './engine-settings';
import { ENGINE_NAMES } from './engine-links';

/** An engine may spend this much past a paid period's ad budget (percent) before staff are alerted. */
const OVERSPEND_MARGIN_PCT = 2;

/**
 * Who hears about the engines: every active staff member with the `campaigns` role; when there is
 * none, OPS_ALERT_EMAIL; when that is unset too, nobody (the ops command and the log still say it).
 */
async function alertRecipients(db: Kysely<Database>, config: Pick<EnginesConfig, 'opsAlertEmail'>): Promise<string[]> {
  const campaigns = await staffEmailsWithRole(db, 'campaigns');
  if (campaigns.length) return campaigns;
  return config.opsAlertEmail ? [config.opsAlertEmail] : [];
}

export async function alertStaff(
  db: Kysely<Database>,
  config: Pick<EnginesConfig, 'opsAlertEmail'>,
  message: { kind: string; subject: string; text: string },
): Promise<string[]> {
  const to = await alertRecipients(db, config);
  for (const address of to) await enqueueEmail(db, { kind: message.kind, to: address, subject: message.subject, text: message.text });
  return to;
}

/**
 * For each ad, each paid period that the synced days fall in: when the engine's cost in the period
 * passes the period's ad budget by more than 2%, a spend alert is recorded (the back office queue shows
 * it) and staff are emailed, once per ad, engine and period (the alert's unique key).
 */
export async function checkSpendAgainstBudget(
  db: Kysely<Database>,
  config: Pick<EnginesConfig, 'opsAlertEmail'>,
  engine: Engine,
  adIds: number[],
) {
  if (adIds.length === 0) return;
  const periods = await db
    .selectFrom('period_invoices as pi')
    .innerJoin('subscriptions as s', 's.id', 'pi.subscription_id')
    .select(['s.ad_id', 'pi.period_start', 'pi.period_end', 'pi.figures'])
    .where('pi.status', '=', 'paid')
    .where('s.ad_id', 'in', adIds)
    .execute();
  for (const period of periods) {
    if (period.ad_id === null) continue;
    const budgetCents = readFigures(period.figures).ads_cost;
    if (budgetCents <= 0) continue;
    const spent = await db
      .selectFrom('engine_days')
      .select((eb) => eb.fn.sum<number | string | null>('spend_cents').as('spend'))
      .where('ad_id', '=', period.ad_id)
      .where('engine', '=', engine)
      .where('date', '>=', period.period_start)
      .where('date', '<', period.period_end)
      .executeTakeFirst();
    const spendCents = Number(spent?.spend ?? 0);
    if (spendCents * 100 <= budgetCents * (100 + OVERSPEND_MARGIN_PCT)) continue;
    const inserted = await db
      .insertInto('spend_alerts')
      .values({
        ad_id: period.ad_id,
        engine,
        period_start: period.period_start,
        period_end: period.period_end,
        budget_cents: budgetCents,
        spend_cents: spendCents,
        created_at: now(),
        resolved_at: null,
      })
      .onConflict((oc) => oc.columns(['ad_id', 'engine', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    const over = (((spendCents - budgetCents) / budgetCents) * 100).toFixed(1);
    await alertStaff(db, config, {
      kind: 'spend-alert',
      subject: `Overspend: search ad ${period.ad_id} on ${ENGINE_NAMES[engine]}`,
      text: [
        `${ENGINE_NAMES[engine]} has spent ${formatMoney(spendCents, 'ZAR')} on search ad ${period.ad_id} in its paid period from ${period.period_start} to the day before ${period.period_end}: ${over}% past the period's ad budget of ${formatMoney(budgetCents, 'ZAR')}.`,
        "Lower the campaign's budget on the engine, or pause it, before it spends more of the owner's money.",
      ].join('\n\n'),
    });
  }
}

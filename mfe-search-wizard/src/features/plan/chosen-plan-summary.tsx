import { chosenPlan, usePriceVariant } from '@adlaunch/session';
import { formatMoney, planFor, quoteSearchAds, searchStepPath, type Money } from '@adlaunch/shared';
import { PlanSummary } from '@adlaunch/ui-kit';
import { useLocation } from 'react-router-dom';

const rand = (m: Money) => formatMoney(m.zarCents, 'ZAR');

/**
 * Every step names the plan picked and its price, as the server will charge it (the account's
 * variant), in one short line: the pay step shows the whole order and lets the owner change plan. Until the variant is known the
 * line keeps its room (no shift when it arrives).
 */
export function ChosenPlanSummary() {
  const variant = usePriceVariant();
  const onPay = useLocation().pathname === searchStepPath('pay');
  const plan = chosenPlan() ?? null;
  // The pay step shows the plan, its price and the choice itself.
  if (onPay) return null;
  if (!variant) return <PlanSummary pending />;
  const tier = plan?.tier ?? 'low';
  const quote = quoteSearchAds({ plan: planFor(tier, variant), chargeVAT: false });
  const line = (id: string) => quote.lines.find((l) => l.id === id)!;
  const setup = line('setup');
  const monthly = formatMoney(line('managed').zarCents + line('spend').zarCents, 'ZAR');
  return (
    <PlanSummary>
      <strong>{`${plan?.name ?? 'Essentials'} plan:`}</strong>{' '}
      {`${setup.zarCents === 0 ? 'free setup' : `${rand(setup)} setup`}, then ${monthly} a month, excl. VAT.`}
    </PlanSummary>
  );
}

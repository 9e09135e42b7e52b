import { chosenPlan, usePriceVariant } from '@adlaunch/session';
import { formatMoney, planFor, quoteSearchAds, searchStepPath, type Money } from '@adlaunch/shared';
import { PlanSummary } from '@adlaunch/ui-kit';
import { useLocation } from 'react-router-dom';

const both = (m: Money) => `${formatMoney(m.usdCents, 'USD')} (${formatMoney(m.zarCents, 'ZAR')})`;

/** Every step names the plan picked and its price, as the server will charge it (the account's variant). */
export function ChosenPlanSummary() {
  const variant = usePriceVariant();
  const onPay = useLocation().pathname === searchStepPath('pay');
  const plan = chosenPlan() ?? null;
  // The pay step shows the plan, its price and the choice itself.
  if (!variant || onPay) return null;
  const tier = plan?.tier ?? 'low';
  const quote = quoteSearchAds({ plan: planFor(tier, variant), chargeVAT: false });
  const line = (id: string) => quote.lines.find((l) => l.id === id)!;
  const setup = line('setup');
  return (
    <PlanSummary>
      <strong>{plan ? `Your plan: ${plan.name}.` : 'Plan: Essentials unless you choose Growth at the last step.'}</strong>{' '}
      {`Setup ${setup.zarCents === 0 ? 'free' : both(setup)}, then ${both(line('managed'))} management and ${both(line('spend'))} ad budget a month. First payment ${formatMoney(quote.total.zarCents, 'ZAR')} excl. VAT.`}
      {' You can change the plan at the last step.'}
    </PlanSummary>
  );
}

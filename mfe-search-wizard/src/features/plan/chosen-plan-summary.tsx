import { chosenPlan, usePriceVariant, useSessionStore } from '@adlaunch/session';
import { adsSetupOffer, isRenderingOwnerFrame, planFor, quoteSearchAds, searchStepPath } from '@adlaunch/shared';
import { PlanSummary, planPrice, vatStanceOf, vatWords } from '@adlaunch/ui-kit';
import { useLocation } from 'react-router-dom';

/**
 * Every step names the plan picked and its price, as the server will charge it (the account's
 * variant), in one short line: the pay step shows the whole order and lets the owner change plan. Prices
 * are stated as the owner answered the VAT question. Until the variant is known the line keeps its room
 * (no shift when it arrives).
 */
export function ChosenPlanSummary() {
  const variant = usePriceVariant();
  const user = useSessionStore((s) => s.session?.user);
  const onPay = useLocation().pathname === searchStepPath('pay');
  const plan = chosenPlan() ?? null;
  // The pay step shows the plan, its price and the choice itself.
  if (onPay) return null;
  // A served frame (decision 036) cannot know the plan this browser picked, nor how the owner answered the VAT question.
  if (!variant || isRenderingOwnerFrame()) return <PlanSummary pending />;
  const vat = vatStanceOf(user);
  const tier = plan?.tier ?? 'low';
  const quote = quoteSearchAds({ plan: planFor(tier, variant), chargeVAT: false });
  const line = (id: string) => quote.lines.find((l) => l.id === id)!;
  const setup = line('setup').zarCents;
  const monthly = planPrice(line('managed').zarCents + line('spend').zarCents, vat);
  return (
    <PlanSummary offer={adsSetupOffer(variant) ?? undefined}>
      <strong>{`${plan?.name ?? 'Essentials'} plan:`}</strong>{' '}
      {`${monthly} a month with the ad budget${setup === 0 ? '' : `, plus ${planPrice(setup, vat)} setup once`}, ${vatWords(vat)}.`}
    </PlanSummary>
  );
}

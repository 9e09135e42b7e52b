import { chosenPlan, usePriceVariant } from '@adlaunch/session';
import { adsSetupOffer, formatMoney, planFor, quoteSearchAds } from '@adlaunch/shared';
import { planPrice } from '@adlaunch/ui-kit';
import styles from '../../../components/form.module.css';

/**
 * The sign-up dialog names the plan picked on the pricing page and its price, as the server will charge it,
 * so the price seen is the price charged: rand first, with the dollar reference after (decision 031). VAT is
 * not known before the owner answers.
 */
export function ChosenPlanNote() {
  const variant = usePriceVariant();
  const plan = chosenPlan();
  if (!plan || !variant) return null;
  const quote = quoteSearchAds({ plan: planFor(plan.tier, variant), chargeVAT: false });
  const line = (id: string) => quote.lines.find((l) => l.id === id)!.zarCents;
  const price = (zarCents: number) => planPrice(zarCents, 'unanswered');
  const offer = adsSetupOffer(variant);
  const waived = line('setup') === 0;
  return (
    <p className={styles.muted} data-testid="chosen-plan">
      <strong>{`Your plan: ${plan.name}.`}</strong>{' '}
      {`${price(line('managed'))} management and ${price(line('spend'))} ad budget a month${waived ? '' : `, plus ${price(line('setup'))} setup once`}. First payment ${formatMoney(quote.total.zarCents, 'ZAR')} excl. VAT.`}
      {offer ? (
        <>
          {' '}
          <strong>{offer}.</strong>
        </>
      ) : null}
    </p>
  );
}

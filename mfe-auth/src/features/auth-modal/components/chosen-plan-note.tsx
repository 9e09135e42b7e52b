import { chosenPlan, usePriceVariant } from '@adlaunch/session';
import { formatMoney, planFor, quoteSearchAds, type Money } from '@adlaunch/shared';
import styles from '../../../components/form.module.css';

const both = (m: Money) => `${formatMoney(m.usdCents, 'USD')} (${formatMoney(m.zarCents, 'ZAR')})`;

/** The sign-up dialog names the plan picked on the pricing page and its price, as the server will charge it (issue 22). */
export function ChosenPlanNote() {
  const variant = usePriceVariant();
  const plan = chosenPlan();
  if (!plan || !variant) return null;
  const quote = quoteSearchAds({ plan: planFor(plan.tier, variant), chargeVAT: false });
  const line = (id: string) => quote.lines.find((l) => l.id === id)!;
  const setup = line('setup');
  return (
    <p className={styles.muted} data-testid="chosen-plan">
      <strong>{`Your plan: ${plan.name}.`}</strong>{' '}
      {`Setup ${setup.zarCents === 0 ? 'free' : both(setup)}, then ${both(line('managed'))} management and ${both(line('spend'))} ad budget a month. First payment ${formatMoney(quote.total.zarCents, 'ZAR')} excl. VAT.`}
    </p>
  );
}

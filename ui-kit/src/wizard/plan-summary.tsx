import type { ReactNode } from 'react';
import { formatPrice, PRICES } from '@adlaunch/shared';
import styles from './wizard.module.css';

/**
 * One short line under a wizard's progress naming the plan being bought and its price, so no
 * step leaves the owner guessing what the order will cost.
 * `pending`: the price is not known yet; the line keeps its room, so nothing moves when it arrives.
 * `offer`: a named offer that applies to the order (a setup fee waived), shown beside the price.
 */
export function PlanSummary({ children, pending = false, offer }: { children?: ReactNode; pending?: boolean; offer?: string }) {
  if (pending) return <p className={styles.planSummary} aria-hidden="true" data-testid="plan-summary-pending" />;
  return (
    <p className={styles.planSummary} data-testid="plan-summary">
      {children}
      {offer ? (
        <>
          {' '}
          <span className={styles.offer}>{offer}</span>
        </>
      ) : null}
    </p>
  );
}

/** How the owner answered "Is your business in South Africa?", which decides how a price is stated. */
export type VatStance = 'included' | 'none' | 'unanswered';

export function vatStanceOf(user: { chargeVAT: boolean; vatAnswered?: boolean } | null | undefined): VatStance {
  if (user?.chargeVAT) return 'included';
  return user?.vatAnswered ? 'none' : 'unanswered';
}

const VAT_WORDS: Record<VatStance, string> = { included: 'incl. 15% VAT', none: 'no VAT', unanswered: 'excl. VAT' };

/**
 * A plan price as the owner answered the VAT question: the rand first, then its dollar reference
 * (converted once, by `formatPrice`), with VAT added for a South African business.
 */
export function planPrice(zarCents: number, vat: VatStance): string {
  // The same rounding as the quote's VAT line (whole cents).
  const charged = vat === 'included' ? zarCents + Math.round(zarCents * PRICES.vatRate) : zarCents;
  return formatPrice(charged);
}

export const vatWords = (vat: VatStance) => VAT_WORDS[vat];

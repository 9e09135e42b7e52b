import { formatMoney, formatUsdReference, type Money } from '@adlaunch/shared';
import styles from './pricing.module.css';

/** A price in rand, what the card is charged, with its dollar reference beside it (at the one rate). */
export function Price({ money, size = 'md' }: { money: Money; size?: 'md' | 'lg' }) {
  return (
    <span className={size === 'lg' ? styles.priceLg : styles.price}>
      <span>{formatMoney(money.zarCents, 'ZAR')}</span> <span className={styles.reference}>({formatUsdReference(money.zarCents)})</span>
    </span>
  );
}

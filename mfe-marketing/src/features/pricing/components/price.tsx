import { formatMoney, type Money } from '@adlaunch/shared';
import styles from './pricing.module.css';

/** An amount in US dollars with its rand amount beside it. */
export function Price({ money, size = 'md' }: { money: Money; size?: 'md' | 'lg' }) {
  return (
    <span className={size === 'lg' ? styles.priceLg : styles.price}>
      <span>{formatMoney(money.usdCents, 'USD')}</span> <span className={styles.zar}>({formatMoney(money.zarCents, 'ZAR')})</span>
    </span>
  );
}

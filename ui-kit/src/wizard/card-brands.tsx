import styles from './card-brands.module.css';

/** Drawn in code: no third-party images; each badge has its brand's name as text for screen readers. */
function Mastercard() {
  return (
    <svg viewBox="0 0 32 20" width="32" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="10" r="8" fill="#eb001b" />
      <circle cx="20" cy="10" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

/** A padlock drawn in code: an emoji shows as an empty box on a system without an emoji font. */
function Padlock() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" className={styles.lock}>
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** The cards the checkout takes and who processes the payment, shown beside the order on both pay steps. */
export function CardBrands() {
  return (
    <div className={styles.trust}>
      <ul className={styles.brands} aria-label="Cards we accept">
        <li className={`${styles.badge} ${styles.visa}`}>VISA</li>
        <li className={styles.badge}>
          <Mastercard />
          <span className={styles.name}>Mastercard</span>
        </li>
        <li className={`${styles.badge} ${styles.amex}`}>AMEX</li>
      </ul>
      <p className={styles.note}>
        <Padlock /> Card payments are processed securely by Paystack. AdLaunch never sees or stores your card number.
      </p>
    </div>
  );
}

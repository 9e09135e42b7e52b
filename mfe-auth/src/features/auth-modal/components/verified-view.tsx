import styles from '../../../components/form.module.css';

interface VerifiedViewProps {
  continueLabel: string;
  onContinue: () => void;
}

export function VerifiedView({ continueLabel, onContinue }: VerifiedViewProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.notice} role="status">
        Your email address is verified and you are logged in.
      </p>
      <button type="button" className={styles.primary} onClick={onContinue} autoFocus>
        {continueLabel}
      </button>
    </div>
  );
}

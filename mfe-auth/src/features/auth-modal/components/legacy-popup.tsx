import { useEffect, useState } from 'react';
import { CONTACT, LIMITS } from '@adlaunch/shared';
import styles from '../../../components/form.module.css';
import { redirectTo } from '../../../lib/redirect';

interface LegacyPopupProps {
  onCancel: () => void;
}

/** Owners of the previous platform log in there with their password; we send them after a countdown they can stop. */
export function LegacyPopup({ onCancel }: LegacyPopupProps) {
  const [seconds, setSeconds] = useState<number>(LIMITS.legacyCountdownSeconds);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) redirectTo(CONTACT.legacyLoginUrl);
  }, [seconds]);

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Accounts from our previous platform still log in there with their email address and password. Your ads and invoices from that
        platform are kept there.
      </p>
      <p>
        Taking you to the previous platform in <span role="timer">{seconds}</span> {seconds === 1 ? 'second' : 'seconds'}.
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href={CONTACT.legacyLoginUrl}>
          Go now
        </a>
        <button type="button" className={styles.secondary} onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </div>
  );
}

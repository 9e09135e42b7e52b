import { useEffect, useState } from 'react';
import { LIMITS } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import styles from './error-banner.module.css';

/** Product spec §8: shown for 4 s, cleared from the store at 5 s. */
export function ErrorBanner() {
  const error = useSessionStore((s) => s.error);
  const clearError = useSessionStore((s) => s.clearError);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!error) return;
    setVisible(true);
    const hide = setTimeout(() => setVisible(false), LIMITS.errorBannerShowMs);
    const clear = setTimeout(clearError, LIMITS.errorBannerClearMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(clear);
    };
  }, [error, clearError]);

  return (
    <div role="alert" className={error && visible ? `${styles.banner} ${styles.visible}` : styles.banner}>
      {error && visible ? error.message : null}
    </div>
  );
}

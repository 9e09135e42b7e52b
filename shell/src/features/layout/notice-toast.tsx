import { useEffect } from 'react';
import { useSessionStore } from '@adlaunch/session';
import styles from './notice-toast.module.css';

export const NOTICE_SHOW_MS = 6000;

/** A short confirmation on the page (e.g. "you are logged in" after the auth modal has closed), gone after 6 s. */
export function NoticeToast() {
  const notice = useSessionStore((s) => s.notice);
  const clearNotice = useSessionStore((s) => s.clearNotice);

  useEffect(() => {
    if (!notice) return;
    const hide = setTimeout(clearNotice, NOTICE_SHOW_MS);
    return () => clearTimeout(hide);
  }, [notice, clearNotice]);

  // The live region is always there, so that a message put into it is announced.
  return (
    <div role="status" className={styles.region}>
      {notice ? (
        <p className={styles.toast}>
          <span>{notice.message}</span>
          <button type="button" className={styles.dismiss} onClick={clearNotice} aria-label="Dismiss">
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}

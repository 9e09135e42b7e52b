import { useId, useRef, useState } from 'react';
import pageStyles from '../../../components/page.module.css';
import styles from './refer-a-friend.module.css';

/** The user's own link with a copy button; falls back to selecting the text where the clipboard API is unavailable. */
export function ReferralLink({ code }: { code: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'manual' | null>(null);
  const link = `${window.location.origin}/?ref=${encodeURIComponent(code)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      inputRef.current?.select();
      setCopied('manual');
    }
  };

  return (
    <div className={styles.linkBox}>
      <label htmlFor={inputId} className={styles.linkLabel}>
        Your referral link
      </label>
      <div className={styles.linkRow}>
        <input id={inputId} ref={inputRef} className={styles.linkInput} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={pageStyles.button} onClick={copy}>
          Copy link
        </button>
      </div>
      <p role="status" className={styles.copied}>
        {copied === 'yes' ? 'Link copied. Paste it into an email, WhatsApp or a message to a fellow business owner.' : null}
        {copied === 'manual' ? 'The link is selected: press Ctrl+C (or Cmd+C) to copy it.' : null}
      </p>
    </div>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.css';

/** How long a toast stays (while the pointer or focus is not on it). */
export const TOAST_MS = 8000;

interface ToastProps {
  /** What happened, e.g. "Headline 1 now reads “Order a Cake Today”." */
  message: string;
  /** Called when it leaves: dismissed, or by itself after `timeout` ms. */
  onClose: () => void;
  /** An action on what happened, e.g. an Undo button. */
  children?: ReactNode;
  timeout?: number;
}

/**
 * A short note on what just happened, shown in the page's flow beside what the owner acted on (never
 * over a field: nothing is covered), with a Dismiss button. It leaves by itself after `timeout`,
 * unless the pointer or focus is on it (the owner is reading it or about to use its action).
 * Screen readers hear the message from the caller's live region (`role="status"`), which stays on
 * the page while toasts come and go.
 */
export function Toast({ message, onClose, children, timeout = TOAST_MS }: ToastProps) {
  const [held, setHeld] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => close.current(), timeout);
    return () => clearTimeout(timer);
  }, [held, timeout, message]);
  return (
    <div
      className={styles.toast}
      data-toast=""
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <p className={styles.message} aria-hidden="true">
        {message}
      </p>
      {children}
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

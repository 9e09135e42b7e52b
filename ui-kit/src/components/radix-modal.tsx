import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Hide the close button where a flow must be finished or cancelled explicitly. */
  hideClose?: boolean;
  wide?: boolean;
}

/** An accessible dialog (focus trapped, Escape closes, focus returns) built on Radix. Loaded by `Modal`. */
export function RadixModal({ open, onOpenChange, title, description, children, hideClose, wide }: ModalProps) {
  // Radix returns focus to its Trigger; our dialogs are opened from anywhere (store actions), so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={wide ? `${styles.content} ${styles.wide}` : styles.content}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className={styles.srOnly}>{title}</Dialog.Description>
          )}
          {children}
          {hideClose ? null : (
            <Dialog.Close className={styles.close} aria-label="Close">
              ×
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

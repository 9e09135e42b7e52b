import { createElement, Suspense, useEffect, useState } from 'react';
import { preloadable } from '../lib/preloadable';
import type { ModalProps } from './radix-modal';

export type { ModalProps } from './radix-modal';
/** The dialog with its code loaded at once: for an app that is itself a dialog, opened as it loads (the login popup). */
export { RadixModal as EagerModal } from './radix-modal';

const RadixDialog = preloadable(() => import('./radix-modal').then((m) => m.RadixModal as never));

/** Starts loading the dialog's code ahead of its first opening (a failed load is tried again on opening). */
export const preloadModal = () => void RadixDialog.preload().catch(() => undefined);

/**
 * An accessible dialog (focus trapped, Escape closes, focus returns). Its code (Radix) is not part of
 * the page's start: it loads once the page is idle (a task of its own), or when the dialog first
 * opens, whichever comes first (decision 026). Once opened it stays mounted, so that closing returns
 * focus as Radix does.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    if (opened) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadModal, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadModal, 1000);
    return () => clearTimeout(timer);
  }, [opened]);
  if (!opened) return null;
  return <Suspense fallback={null}>{createElement(RadixDialog, props)}</Suspense>;
}

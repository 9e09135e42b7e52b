import type { ReactNode } from 'react';
import { useSessionStore } from '@adlaunch/session';
import { Modal } from '@adlaunch/ui-kit';

export default function RemoteFallbackDialog({ title, children }: { title: string; children: ReactNode }) {
  const closeAuth = useSessionStore((s) => s.closeAuth);
  return (
    <Modal open onOpenChange={(open) => !open && closeAuth()} title={title}>
      {children}
    </Modal>
  );
}

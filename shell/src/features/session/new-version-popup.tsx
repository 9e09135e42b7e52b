import { lazy, Suspense } from 'react';
import { useVersionCheck } from './use-version-check';

// The dialog (and its library) loads only when a new version is found.
const NewVersionDialog = lazy(() => import('./new-version-dialog'));

export function NewVersionPopup() {
  const { newVersion, refresh, dismiss } = useVersionCheck();
  if (!newVersion) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog onRefresh={refresh} onDismiss={dismiss} />
    </Suspense>
  );
}

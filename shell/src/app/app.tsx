import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { captureReferral, ensureVisitorVariant } from '@adlaunch/session';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { ErrorBanner } from '../features/layout/error-banner';
import { NoticeToast } from '../features/layout/notice-toast';
import { ScrollManager } from '../features/layout/scroll-manager';
import { SpinnerOverlay } from '../features/layout/spinner-overlay';
import { AuthModalHost } from '../features/session/auth-modal-host';
import { NewVersionPopup } from '../features/session/new-version-popup';
import { useReleaseHealth } from '../features/release-health/use-release-health';
import { useTokenCheck } from '../features/session/use-token-check';
import { FIRST_CHECK_DELAY_MS } from '../features/session/use-version-check';
import { handOverEarlyInput } from '../lib/early-input';
import { AppRoutes, staffNav } from './routes';
import styles from './app.module.css';

function Layout() {
  const { search } = useLocation();
  useEffect(() => {
    captureReferral(search);
  }, [search]);
  useEffect(() => {
    // The server assigns the price-test variant on a visitor's first contact (decision 016). A page that shows
    // a price asks at once (usePriceVariant); any other asks once it has settled, beside the version check,
    // so that the API client (zod, the schemas) never loads with a page that does not need it. A failure
    // is asked again on the next page load.
    const timer = setTimeout(() => ensureVisitorVariant().catch(() => undefined), FIRST_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The app has replaced a served page (snapshot or frame): what the person typed or opened there
  // goes into the app's markup. A layout effect, so that it happens before the page paints again and
  // before any page's own effects (decision 033).
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-prerendered')) return;
    root.removeAttribute('data-prerendered');
    handOverEarlyInput(root);
  }, []);
  useTokenCheck();
  useReleaseHealth();

  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header staffNav={staffNav} />
      <ErrorBanner />
      <NoticeToast />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <SpinnerOverlay />
      <AuthModalHost />
      <NewVersionPopup />
      <ScrollManager />
    </div>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Layout />
    </BrowserRouter>
  );
}

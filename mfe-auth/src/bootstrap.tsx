import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import '@adlaunch/shared/styles/tokens.css';
import { ROUTES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { AuthModal } from './features/auth-modal/components/auth-modal';
import { RegisterPage } from './features/register-page/components/register-page';

function StandaloneHome() {
  const open = useSessionStore((s) => s.auth.open);
  const openAuth = useSessionStore((s) => s.openAuth);
  return (
    <main>
      <h1>mfe-auth standalone</h1>
      <button type="button" onClick={() => openAuth('login')}>
        Log In
      </button>
      <button type="button" onClick={() => openAuth('register')}>
        Register
      </button>
      <Link to={ROUTES.registerAds}>Register for ads</Link> <Link to={ROUTES.registerGbp}>Register for a profile</Link>
      {open ? <AuthModal /> : null}
    </main>
  );
}

// Standalone mode for this team's own development: the shell is not needed.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path={ROUTES.registerAds} element={<RegisterPage product="search_ads" />} />
      <Route path={ROUTES.registerGbp} element={<RegisterPage product="gbp" />} />
      <Route path="*" element={<StandaloneHome />} />
    </Routes>
  </BrowserRouter>,
);

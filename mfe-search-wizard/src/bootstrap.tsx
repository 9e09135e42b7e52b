import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import '@adlaunch/shared/styles/tokens.css';
import { ROUTES } from '@adlaunch/shared';
import { SearchWizardApp } from './app/search-wizard-app';

// Standalone mode for this team's own development, mounted where the shell mounts it. Log in on the
// shell once (the token cookie is shared on localhost) or the API answers 401.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path={`${ROUTES.setupSearch}/*`} element={<SearchWizardApp />} />
      <Route path="*" element={<Navigate to={`${ROUTES.setupSearch}/about`} replace />} />
    </Routes>
  </BrowserRouter>,
);

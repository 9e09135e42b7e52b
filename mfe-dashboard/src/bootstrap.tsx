import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@adlaunch/shared/styles/tokens.css';
import { DashboardApp } from './app/dashboard-app';

// Standalone mode for this team's own development: the shell is not needed.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <DashboardApp />
  </BrowserRouter>,
);

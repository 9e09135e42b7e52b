import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@adlaunch/shared/styles/tokens.css';
import { Footer } from '../../../../shell/src/features/layout/footer';
import { Header } from '../../../../shell/src/features/layout/header';
import { MarketingApp } from '../../../../mfe-marketing/src/app/marketing-app';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Header />
    <main id="main">
      <MarketingApp />
    </main>
    <Footer />
  </BrowserRouter>,
);

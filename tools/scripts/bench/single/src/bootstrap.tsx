import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@adlaunch/shared/styles/tokens.css';
import { MarketingApp } from 'mfe-marketing/app';
import { Footer } from 'shell/footer';
import { Header } from 'shell/header';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Header />
    <main id="main">
      <MarketingApp />
    </main>
    <Footer />
  </BrowserRouter>,
);

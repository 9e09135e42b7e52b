import { createRoot } from 'react-dom/client';
import '@adlaunch/shared/styles/tokens.css';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(<App />);

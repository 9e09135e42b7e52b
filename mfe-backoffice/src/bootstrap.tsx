import { createRoot } from 'react-dom/client';
import '@adlaunch/shared/styles/tokens.css';

// The back office needs a staff session, which the shell's sign-in gives it: standalone, it says so.
createRoot(document.getElementById('root')!).render(
  <main style={{ padding: '2rem' }}>
    <h1>Back office</h1>
    <p>
      It runs inside the shell: open <a href="http://localhost:3000/staff">localhost:3000/staff</a> (npm run dev) and sign in.
    </p>
  </main>,
);

import concurrently from 'concurrently';

/** Every app's dev server at once: the API on 4000, the shell on 3000, each remote on its own port. */
const apps = [
  { name: 'api', command: 'npm run dev -w @adlaunch/api', env: { PORT: '4000', SITE_ROOT: '' } },
  { name: 'shell', command: 'npm run dev -w shell' },
  { name: 'marketing', command: 'npm run dev -w mfe-marketing' },
  { name: 'auth', command: 'npm run dev -w mfe-auth' },
  { name: 'search', command: 'npm run dev -w mfe-search-wizard' },
  { name: 'gbp', command: 'npm run dev -w mfe-gbp-wizard' },
  { name: 'dashboard', command: 'npm run dev -w mfe-dashboard' },
  { name: 'backoffice', command: 'npm run dev -w mfe-backoffice' },
];

concurrently(apps, { prefix: 'name', killOthersOn: ['failure'] });

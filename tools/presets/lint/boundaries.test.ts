import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Every import the package boundaries forbid, fed through ESLint with the repository's config: if a rule
 * stops firing (a renamed folder, a dropped zone, a file type no longer covered), this fails.
 */
const FORBIDDEN: { what: string; filePath: string; code: string; rules: string[] }[] = [
  {
    what: 'the API reaching into the session client by a relative path',
    filePath: 'api/src/routes/boundary-probe.ts',
    code: "import { readCookie } from '../../../session/src/lib/cookies';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: "a remote bundling a second copy of the session's query client by a relative path",
    filePath: 'mfe-dashboard/src/features/overview/boundary-probe.ts',
    code: "import { queryClient } from '../../../../session/src/queries/query-client';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: "a remote deep-importing the session client's source by name",
    filePath: 'mfe-search-wizard/src/boundary-probe.ts',
    code: "import { queryClient } from '@adlaunch/session/src/queries/query-client';",
    rules: ['no-restricted-imports'],
  },
  {
    what: 'the contract importing the UI kit by a relative path',
    filePath: 'shared/src/boundary-probe.ts',
    code: "import { Modal } from '../../ui-kit/src/components/modal';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: 'the contract importing the UI kit by name',
    filePath: 'shared/src/boundary-probe.ts',
    code: "import { Modal } from '@adlaunch/ui-kit';",
    rules: ['no-restricted-imports', 'import-x/no-restricted-paths'],
  },
  {
    what: 'a feature importing another feature of its app (compose them in app/)',
    filePath: 'mfe-search-wizard/src/features/keywords/components/boundary-probe.ts',
    code: "import { DetailsStep } from '../../details/components/details-step';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "an app's shared lib importing one of its features",
    filePath: 'mfe-dashboard/src/lib/boundary-probe.ts',
    code: "import { BillingSection } from '../features/billing/components/billing-section';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "an app's shared components importing its app layer",
    filePath: 'shell/src/components/boundary-probe.tsx',
    code: "import { App } from '../app/app';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "a feature importing its app's app/ folder",
    filePath: 'mfe-dashboard/src/features/billing/components/boundary-probe.ts',
    code: "import { DashboardApp } from '../../../app/dashboard-app';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "the session client's lib importing its store (lib <- stores)",
    filePath: 'session/src/lib/boundary-probe.ts',
    code: "import { useSessionStore } from '../stores/session-store';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "the session client's store importing a flow (stores <- flows)",
    filePath: 'session/src/stores/boundary-probe.ts',
    code: "import { loadApi } from '../flows/load-api';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "the session client's reads importing the API client (reads <- api)",
    filePath: 'session/src/reads/boundary-probe.ts',
    code: "import { api } from '../api/lazy-api';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "the session client's reads importing the API client by its export",
    filePath: 'session/src/reads/boundary-probe.ts',
    code: "import { api } from '@adlaunch/session/api';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'a star re-export of a shared module (decision 018)',
    filePath: 'shared/src/boundary-probe.ts',
    code: "export * from '@adlaunch/shared/schemas/base';",
    rules: ['no-restricted-syntax'],
  },
  {
    what: 'a .tsx file in the contract',
    filePath: 'shared/src/boundary-probe.tsx',
    code: 'export const Label = () => null;',
    rules: ['no-restricted-syntax'],
  },
  {
    what: 'the contract importing an app, from a .tsx file',
    filePath: 'shared/src/boundary-probe.tsx',
    code: "import { MarketingApp } from '../../mfe-marketing/src/app/marketing-app';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: 'the end-to-end tests importing the API server',
    filePath: 'e2e/tests/boundary-probe.spec.ts',
    code: "import { loadConfig } from '../../api/src/config';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: 'the end-to-end tests importing an app',
    filePath: 'e2e/tests/boundary-probe.spec.ts',
    code: "import { MarketingApp } from 'mfe-marketing/app';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'a benchmark reaching past the API package exports',
    filePath: 'tools/scripts/bench/boundary-probe.ts',
    code: "import { loadConfig } from '../../../api/src/config';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: 'a remote importing another remote, from a .tsx file',
    filePath: 'mfe-dashboard/src/boundary-probe.tsx',
    code: "import { MarketingApp } from '../../mfe-marketing/src/app/marketing-app';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages', 'no-restricted-imports'],
  },
  {
    what: 'the UI kit importing an app',
    filePath: 'ui-kit/src/boundary-probe.tsx',
    code: "import { Header } from 'shell/header';",
    rules: ['import-x/no-restricted-paths', 'no-restricted-imports'],
  },
  {
    what: 'the session client importing the UI kit by a relative path',
    filePath: 'session/src/boundary-probe.ts',
    code: "import { Modal } from '../../ui-kit/src/components/modal';",
    rules: ['import-x/no-restricted-paths', 'import-x/no-relative-packages'],
  },
  {
    what: "an app's source importing the build tools",
    filePath: 'shell/src/boundary-probe.ts',
    code: "import { ROOT } from '../../tools/scripts/build/paths';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "the API's tests importing the tools by path",
    filePath: 'api/test/boundary-probe.ts',
    code: "import { ROOT } from '../../tools/scripts/build/paths';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "a benchmark importing an app's source by a relative path",
    filePath: 'tools/scripts/bench/boundary-probe.ts',
    code: "import { Header } from '../../../shell/src/features/layout/header';",
    rules: ['no-restricted-imports', 'import-x/no-relative-packages'],
  },
  {
    what: "a build tool importing a package's exported file by a relative path",
    filePath: 'tools/scripts/build/boundary-probe.ts',
    code: "import { ROUTES } from '../../../shared/src/index';",
    rules: ['no-restricted-imports', 'import-x/no-relative-packages'],
  },
  {
    what: 'a preset (what every package builds on) importing a script (what builds every package)',
    filePath: 'tools/presets/webpack/boundary-probe.ts',
    code: "import { ROOT } from '../../scripts/build/paths';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'a preset importing a package by name',
    filePath: 'tools/presets/jest/boundary-probe.ts',
    code: "import { ReleaseStore } from '@adlaunch/api/releases';",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'a type-only import that closes an import cycle',
    filePath: 'shared/src/constants/limits.ts',
    code: "import type { ROUTES } from '../index';",
    rules: ['adlaunch/no-type-cycle'],
  },
];

/** Imports the rules allow, so that a rule refusing everything fails too. */
const ALLOWED: { what: string; filePath: string; code: string }[] = [
  {
    what: "a feature using its app's shared components and lib",
    filePath: 'mfe-dashboard/src/features/billing/components/boundary-probe.ts',
    code: "export { useArrived } from '../../../lib/use-arrived';\nexport { later } from '../../../components/later';",
  },
  {
    what: 'the app layer composing its features',
    filePath: 'mfe-dashboard/src/app/boundary-probe.ts',
    code: "import { BillingSection } from '../features/billing/components/billing-section';",
  },
  {
    what: "a star re-export of the package's own file",
    filePath: 'shared/src/boundary-probe.ts',
    code: "export * from './schemas/fields';",
  },
  {
    what: "the session client's API client using the reads, the store and lib",
    filePath: 'session/src/api/boundary-probe.ts',
    code: "import { ownerReads } from '../reads/owner-reads';\nexport { useSessionStore } from '../stores/session-store';\nexport { apiBase } from '../lib/api-base';",
  },
  {
    what: 'a remote using the session queries by their export',
    filePath: 'mfe-dashboard/src/boundary-probe.ts',
    code: "import { queryClient } from '@adlaunch/session/queries';",
  },
  { what: 'the API using the contract', filePath: 'api/src/boundary-probe.ts', code: "import { ROUTES } from '@adlaunch/shared';" },
  {
    what: 'the release tool using the API site helpers',
    filePath: 'tools/scripts/build/boundary-probe.ts',
    code: "import { prerenderFile } from '@adlaunch/api/site';",
  },
  {
    what: 'a benchmark using the API testing entry',
    filePath: 'tools/scripts/bench/boundary-probe.ts',
    code: "import { loadConfig } from '@adlaunch/api/testing';",
  },
  {
    what: 'the single-bundle benchmark using an app export',
    filePath: 'tools/scripts/bench/single/src/boundary-probe.tsx',
    code: "import { MarketingApp } from 'mfe-marketing/app';",
  },
  {
    what: "a benchmark page using the shell's header by its export",
    filePath: 'tools/scripts/bench/floor/src/boundary-probe.tsx',
    code: "import { Header } from 'shell/header';",
  },
  {
    what: 'a script using a preset',
    filePath: 'tools/scripts/build/boundary-probe.ts',
    code: "import { createConfig } from '../../presets/webpack/common';",
  },
  {
    what: 'a type-only import with no way back',
    filePath: 'shared/src/constants/limits.ts',
    code: "import type { ROUTES } from './routes';\nexport type Route = typeof ROUTES;",
  },
];

type Result = { filePath: string; messages: { ruleId: string | null; message: string }[] };

function lint(snippets: { filePath: string; code: string }[]): Result[] {
  const root = path.resolve(__dirname, '../../..');
  // Each snippet uses what it imports, so that only the boundary rules have something to say.
  const input = snippets.map(({ filePath, code }) => ({
    filePath,
    code: `${code}\nexport const used = [${/import \{ (\w+) \}/.exec(code)?.[1] ?? ''}];\n`,
  }));
  const output = execFileSync(process.execPath, [path.join(root, 'tools/presets/lint/lint-snippets.mjs')], {
    cwd: root,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Result[];
}

describe('package boundaries, checked on paths', () => {
  let forbidden: Result[];
  let allowed: Result[];
  beforeAll(() => {
    forbidden = lint(FORBIDDEN);
    allowed = lint(ALLOWED);
  }, 120_000);

  it.each(FORBIDDEN.map((c, i) => [c.what, i] as const))('refuses %s', (_what, i) => {
    const rules = forbidden[i].messages.map((m) => m.ruleId);
    for (const rule of FORBIDDEN[i].rules) expect(rules).toContain(rule);
  });

  it.each(ALLOWED.map((c, i) => [c.what, i] as const))('allows %s', (_what, i) => {
    expect(allowed[i].messages).toEqual([]);
  });
});

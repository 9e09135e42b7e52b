import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layers inside the API (routes -> service -> store/adapters -> db), fed through ESLint with the
 * repository's config, as tools/presets/lint/boundaries.test.ts does for the packages: if a zone stops
 * firing (a renamed folder, a dropped zone), this fails. Each snippet stands at a path it never exists at.
 */
interface Snippet {
  what: string;
  filePath: string;
  code: string;
  rules?: string[];
}
const FORBIDDEN: Snippet[] = [
  {
    what: 'db/ importing a route module',
    filePath: 'api/src/db/layer-probe.ts',
    code: "import { accountRoutes } from '../accounts/accounts-routes';\nexport const probe = accountRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'db/ importing a service',
    filePath: 'api/src/db/layer-probe.ts',
    code: "import { priceNext } from '../billing/renewal-price';\nexport const probe = priceNext;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'lib/ importing a domain (the site)',
    filePath: 'api/src/lib/layer-probe.ts',
    code: "import { PAGE_STARTER_CSP } from '../site/page-starter';\nexport const probe = PAGE_STARTER_CSP;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'an adapter importing a domain',
    filePath: 'api/src/adapters/layer-probe.ts',
    code: "import { billingService } from '../billing/billing';\nexport const probe = billingService;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "a service importing another domain's routes",
    filePath: 'api/src/billing/layer-probe.ts',
    code: "import { paymentRoutes } from '../payments/payments-routes';\nexport const probe = paymentRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "a route module registering another domain's routes",
    filePath: 'api/src/payments/layer-probe-routes.ts',
    code: "import { subscriptionRoutes } from '../billing/subscriptions-routes';\nexport const probe = subscriptionRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "a service importing a nested route module (the staff area's)",
    filePath: 'api/src/billing/layer-probe.ts',
    code: "import { staffAuthRoutes } from '../staff/auth/staff-auth-routes';\nexport const probe = staffAuthRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'a store beside a nested route module importing it',
    filePath: 'api/src/staff/orders/layer-probe-store.ts',
    code: "import { staffOrderRoutes } from './orders-routes';\nexport const probe = staffOrderRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "a nested route module registering another staff area's routes",
    filePath: 'api/src/staff/leads/layer-probe-routes.ts',
    code: "import { staffMoneyRoutes } from '../money/money-routes';\nexport const probe = staffMoneyRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "the staff area's composer registering another domain's routes",
    filePath: 'api/src/staff/staff-routes.ts',
    code: "import { paymentRoutes } from '../payments/payments-routes';\nexport const probe = paymentRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: "app.ts registering a staff area's routes past the staff guard",
    filePath: 'api/src/app.ts',
    code: "import { staffOrderRoutes } from './staff/orders/orders-routes';\nexport const probe = staffOrderRoutes;",
    rules: ['import-x/no-restricted-paths'],
  },
  {
    what: 'a transaction opened without writeTransaction',
    filePath: 'api/src/billing/layer-probe.ts',
    code: "import type { Kysely } from 'kysely';\nexport const probe = (db: Kysely<object>) => db.transaction().execute(async () => 1);",
    rules: ['no-restricted-syntax'],
  },
  {
    what: 'a route importing the database module',
    filePath: 'api/src/campaigns/layer-probe-routes.ts',
    code: "import { now } from '../db/database';\nexport const probe = now;",
    rules: ['@typescript-eslint/no-restricted-imports'],
  },
  {
    what: 'a route importing the query builder',
    filePath: 'api/src/campaigns/layer-probe-routes.ts',
    code: "import { sql } from 'kysely';\nexport const probe = sql;",
    rules: ['@typescript-eslint/no-restricted-imports'],
  },
  {
    what: 'a route querying a table through the db it is handed',
    filePath: 'api/src/visitors/layer-probe-routes.ts',
    code: "import type { AppDeps } from '../app-deps';\nexport const probe = ({ db }: AppDeps) => db.selectFrom('social_leads').selectAll().execute();",
    rules: ['no-restricted-syntax'],
  },
  {
    what: "a store importing its domain's service",
    filePath: 'api/src/payments/layer-probe-store.ts',
    code: "import { paymentService } from './payments';\nexport const probe = paymentService;",
    rules: ['@typescript-eslint/no-restricted-imports'],
  },
  {
    what: "a store importing another domain's service",
    filePath: 'api/src/staff/orders/layer-probe-store.ts',
    code: "import { billingService } from '../../billing/billing';\nexport const probe = billingService;",
    rules: ['@typescript-eslint/no-restricted-imports'],
  },
];
const ALLOWED: Snippet[] = [
  {
    what: 'app.ts registering a route module',
    filePath: 'api/src/app.ts',
    code: "import { paymentRoutes } from './payments/payments-routes';\nexport const probe = paymentRoutes;",
  },
  {
    what: "the staff area's composer registering its areas' route modules",
    filePath: 'api/src/staff/staff-routes.ts',
    code: "import { staffAuthRoutes } from './auth/staff-auth-routes';\nimport { staffOrderRoutes } from './orders/orders-routes';\nexport const probe = [staffAuthRoutes, staffOrderRoutes];",
  },
  {
    what: 'a route using its service and lib/',
    filePath: 'api/src/billing/layer-probe-routes.ts',
    code: "import { billingService } from './billing';\nimport { HttpError } from '../lib/http-error';\nexport const probe = [billingService, HttpError];",
  },
  {
    what: 'a store using db/',
    filePath: 'api/src/payments/layer-probe-store.ts',
    code: "import { now } from '../db/database';\nexport const probe = now;",
  },
  {
    what: "a store using another store, lib/, an adapter and a service's type",
    filePath: 'api/src/staff/orders/layer-probe-store.ts',
    code: [
      "import { paymentById } from '../../payments/payment-store';",
      "import { writeTransaction } from '../../lib/transaction';",
      "import { ProviderRefused } from '../../adapters/payments';",
      "import type { Services } from '../../wiring';",
      'export const probe = [paymentById, writeTransaction, ProviderRefused];',
      'export type Probe = Services;',
    ].join('\n'),
  },
  {
    what: "a route using its service and db/'s types",
    filePath: 'api/src/visitors/layer-probe-routes.ts',
    code: "import type { Database } from '../db/schema';\nimport { insertSocialLead } from './social-lead-store';\nexport const probe = insertSocialLead;\nexport type Probe = Database;",
  },
];

const root = path.resolve(__dirname, '../..');
type Result = { filePath: string; messages: { ruleId: string | null; message: string }[] };
const lint = (snippets: Snippet[]): Result[] =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'tools/presets/lint/lint-snippets.mjs')], {
      cwd: root,
      input: JSON.stringify(snippets.map(({ filePath, code }) => ({ filePath, code }))),
      encoding: 'utf8',
    }),
  ) as Result[];

describe('the API layers, checked on paths', () => {
  let forbidden: Result[];
  let allowed: Result[];
  beforeAll(() => {
    forbidden = lint(FORBIDDEN);
    allowed = lint(ALLOWED);
  }, 120_000);

  it.each(FORBIDDEN.map((c, i) => [c.what, i] as const))('refuses %s', (_what, i) => {
    const rules = forbidden[i]!.messages.map((m) => m.ruleId);
    for (const rule of FORBIDDEN[i]!.rules!) expect(rules).toContain(rule);
  });

  it.each(ALLOWED.map((c, i) => [c.what, i] as const))('allows %s', (_what, i) => {
    expect(allowed[i]!.messages).toEqual([]);
  });
});

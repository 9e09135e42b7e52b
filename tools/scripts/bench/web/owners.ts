import { randomBytes } from 'node:crypto';
import { ROUTES } from '@adlaunch/shared';
import { createStorage, loadConfig, migrate, openDatabase, seedOwner, type OwnerStage } from '@adlaunch/api/testing';

// The two seeded owners the owner pages are measured as.

/** The two seeded owners: between them every owner page opens (see `seedOwner`). */
export const OWNERS = {
  A: { stage: 'setting-up', email: 'owner-a@bench.example.com', firstName: 'Anele', lastName: 'Dlamini', days: 0 },
  B: { stage: 'live', email: 'owner-b@bench.example.com', firstName: 'Bongani', lastName: 'Nkosi', days: 90 },
} as const satisfies Record<string, { stage: OwnerStage; email: string; firstName: string; lastName: string; days: number }>;
export type OwnerId = keyof typeof OWNERS;
export const OWNER_LABEL: Record<OwnerId, string> = { A: 'A, setting up', B: `B, live, ${OWNERS.B.days} days` };

/** A wizard's status page needs a paid order, and the dashboard is measured with data: owner B; every form step: owner A. */
export const ownerOf = (page: string): OwnerId => (page.endsWith('/status') || page === ROUTES.dashboard ? 'B' : 'A');

/** Seeds both owners into the site's database (before the server starts) and answers their passwords. */
export async function seedOwners(env: NodeJS.ProcessEnv): Promise<Record<OwnerId, string>> {
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    await migrate(database);
    const storage = createStorage(config, env);
    const passwords = { A: '', B: '' };
    for (const id of Object.keys(OWNERS) as OwnerId[]) {
      const { stage, email, firstName, lastName, days } = OWNERS[id];
      passwords[id] = randomBytes(12).toString('base64url');
      await seedOwner(database.db, {
        email,
        password: passwords[id],
        scryptCost: config.scryptCost,
        stage,
        days,
        firstName,
        lastName,
        storage,
      });
    }
    return passwords;
  } finally {
    await database.db.destroy();
  }
}

/** Logs in with email and password, as the login dialog does, and answers the session token. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string | null; message?: string };
  if (!response.ok || !body.token) throw new Error(`${email} could not log in: ${response.status} ${body.message ?? JSON.stringify(body)}`);
  return body.token;
}

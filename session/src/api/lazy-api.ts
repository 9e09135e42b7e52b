import { nextTask } from '../lib/next-task';
import { ownerReads } from '../reads/owner-reads';
import type * as Endpoints from './endpoints';

type Calls = typeof Endpoints.api;
type Api = Calls & typeof ownerReads;
let client: Promise<typeof Endpoints> | null = null;

/**
 * The calls themselves (zod, the contract's schemas in two halves, axios, then the calls): each
 * library starts in a task of its own, with the first call, never on a page's critical path. A failed
 * load (a dropped connection) is tried again with the next call.
 */
export function loadClient(): Promise<typeof Endpoints> {
  client ??= (async () => {
    await import('zod');
    await nextTask();
    await import('@adlaunch/shared/schemas/base');
    await nextTask();
    await import('@adlaunch/shared/schemas');
    await nextTask();
    await import('axios');
    await nextTask();
    return import('./endpoints');
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/**
 * One function per call of the contract: the owner's reads (checked in a worker) and, as `endpoints.ts`
 * defines them, the other calls. Importing this costs nothing; another call loads the client first
 * (once). A function, once asked for, is kept on the object, so a test can replace it (`jest.spyOn`).
 */
export const api: Api = new Proxy({} as Api, {
  get: (target, name) => {
    if (typeof name !== 'string' || name === 'then') return undefined;
    if (!Object.hasOwn(target, name)) {
      const call = Object.hasOwn(ownerReads, name)
        ? ownerReads[name as keyof typeof ownerReads]
        : (...args: unknown[]) =>
            loadClient().then(({ api: calls }) => (calls[name as keyof Calls] as (...a: unknown[]) => unknown)(...args));
      Object.assign(target, { [name]: call });
    }
    return target[name as keyof Api];
  },
});

/** Lets the browser paint and handle input between two pieces of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let api: ReturnType<typeof stagedImport> | null = null;

/**
 * Zod, the contract's schemas (fields and entities, then calls), axios, then the client: each library
 * starts up in a task of its own (not all in one long task when the last file arrives), so a slow
 * phone answers a tap in between.
 */
async function stagedImport() {
  await import('zod');
  await nextTask();
  await import('@adlaunch/shared/schemas/base');
  await nextTask();
  await import('@adlaunch/shared/schemas');
  await nextTask();
  await import('axios');
  await nextTask();
  return import('@adlaunch/session/api');
}

/**
 * The API client and the schemas (zod, axios) are not needed to paint a page: a page loads them
 * when it first talks to the server or first checks a form, never on its critical path. A failed
 * load (a dropped connection) is tried again on the next call.
 */
export const loadApi = (): ReturnType<typeof stagedImport> => {
  api ??= stagedImport().catch((error: unknown) => {
    api = null;
    throw error;
  });
  return api;
};

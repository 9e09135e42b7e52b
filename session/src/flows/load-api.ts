/**
 * The API client, ready to call: its entry, then the client itself (zod, the schemas, axios; each
 * library in a task of its own). A page loads it when it first changes something or first checks a
 * form, never on its critical path (the owner's reads need none of it: decision 024). A failed load (a
 * dropped connection) is tried again on the next call.
 */
export const loadApi = async () => {
  const module = await import('@adlaunch/session/api');
  await module.loadClient();
  return module;
};

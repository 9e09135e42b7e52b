// The owner's data, read and checked off the page's main thread (decision 024): this worker holds zod
// and the contract's schemas, so a phone starting an owner's page runs neither before its first render.
import * as schemas from '@adlaunch/shared/schemas';
import type { ReadRequest } from './read-request';
import { validatedRead } from './validated-read';

const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = (event: MessageEvent<{ id: number; request: ReadRequest }>) => {
  const { id, request } = event.data;
  void validatedRead(request, schemas).then((result) => scope.postMessage({ id, result }));
};

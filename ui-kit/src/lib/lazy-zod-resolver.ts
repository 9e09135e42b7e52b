import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useSessionStore } from '@adlaunch/session';

export const FORM_CHECKS_UNAVAILABLE = 'We could not load this form. Check your connection and try again.';

/** A react-hook-form resolver that also offers `warm()`, to start loading its checks ahead of use. */
export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & { warm: () => void };

/**
 * Validates a form with its zod schema, loading the schema (and zod) on first use: a form on a public
 * page then keeps zod off the page's critical path. Call `warm()` when the user starts on the form
 * (its first focus), so the checks are ready by the first blur. A failed load refuses the submit with
 * a message on the error banner and is tried again on the next check.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
): LazyResolver<TInput, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const load = () => {
    if (!ready) {
      ready = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
      );
      // A failed load is tried again on the next check.
      ready.catch(() => {
        ready = null;
      });
    }
    return ready;
  };
  const resolver: LazyResolver<TInput, TOutput> = Object.assign(
    async (...args: Parameters<Resolver<TInput, unknown, TOutput>>) => {
      let check: Resolver<TInput, unknown, TOutput>;
      try {
        check = await load();
      } catch {
        useSessionStore.getState().showError(FORM_CHECKS_UNAVAILABLE);
        return { values: {}, errors: { root: { type: 'unavailable', message: FORM_CHECKS_UNAVAILABLE } } } as never;
      }
      return check(...args);
    },
    { warm: () => void load().catch(() => undefined) },
  );
  return resolver;
}

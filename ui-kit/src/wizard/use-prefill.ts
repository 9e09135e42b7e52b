import { firstFilled } from '@adlaunch/shared';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type Candidate = string | null | undefined;
/** For each field, what the owner already gave, best first: the saved order, the account, the other product's order. */
export type PrefillSources<F extends FieldValues> = Partial<Record<Path<F>, Candidate[]>>;

export { firstFilled };

/**
 * Reuses what the owner already gave: fills each empty field of a step form from its sources as they
 * arrive (the session and the other product's order may load after the step). A field holding a
 * value, one the owner has touched, or one filled once already (the owner may have cleared it) is never changed.
 */
export function usePrefill<F extends FieldValues>(
  form: Pick<UseFormReturn<F>, 'getValues' | 'setValue' | 'getFieldState'>,
  sources: PrefillSources<F>,
) {
  const fills = Object.entries(sources).map(([name, candidates]) => [name, firstFilled(candidates as Candidate[])] as const);
  const key = JSON.stringify(fills);
  const done = useRef(new Set<string>());
  useEffect(() => {
    for (const [name, value] of JSON.parse(key) as [Path<F>, string][]) {
      const state = form.getFieldState(name);
      const current: unknown = form.getValues(name);
      const filled = typeof current === 'string' ? current.trim() !== '' : current != null;
      if (filled) done.current.add(name);
      if (!value || filled || done.current.has(name) || state.isDirty || state.isTouched) continue;
      // A field showing an error (a send was tried while it was empty) is checked again as it is
      // filled, so the error goes; any other field is checked with the owner's first change or send
      // (its checks load then, not with the page: decision 026).
      form.setValue(name, value as PathValue<F, Path<F>>, { shouldValidate: state.invalid });
      done.current.add(name);
    }
    // `form`'s methods are stable; the sources are compared by what they would fill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

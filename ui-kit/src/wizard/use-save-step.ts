import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@adlaunch/session/api';
import { useOwnerMutation } from '@adlaunch/session/queries';
import { STEP_ARRIVAL, useWizard } from './wizard';

/** A save request without the order's id, which the save hook adds (each member of a union on its own). */
export type WithoutKey<Request, Key extends PropertyKey> = Request extends unknown ? Omit<Request, Key> : never;

/** How a wizard saves one step on its order: the call (the first save creates the order) and where its answer is kept. */
export interface StepSaveCalls<Body extends object, Answer> {
  save: (body: Body) => Promise<Answer>;
  saved: (answer: Answer) => void;
}

/**
 * A wizard's `useSaveStep(next, setError)`, made once per wizard from its calls:
 * `saveStepHook<SearchStep>()({ save, saved })`. The hook saves one step and moves on to `next`. While it
 * runs the shell's spinner shows; a failure goes to the page's banner and, with `setError`, next to each
 * field the server names; the step stays put and nothing typed is lost.
 */
export function saveStepHook<Step extends string>() {
  return function withCalls<Body extends object, Answer>(calls: StepSaveCalls<Body, Answer>) {
    return function useSaveStep<F extends FieldValues = FieldValues>(next: Step, setError?: UseFormSetError<F>) {
      const wizard = useWizard();
      const navigate = useNavigate();
      const mutation = useOwnerMutation<Answer, Body>({
        mutationFn: calls.save,
        onSuccess: (answer) => {
          calls.saved(answer);
          navigate(wizard.path(next), { state: STEP_ARRIVAL });
        },
        onError: (error, body) => {
          if (!(error instanceof ApiError) || !setError) return;
          for (const [field, messages] of Object.entries(error.fields)) {
            if (field in body && messages[0]) setError(field as Path<F>, { type: 'server', message: messages[0] });
          }
        },
      });
      return (body: Body) => mutation.mutateAsync(body).catch(() => null);
    };
  };
}

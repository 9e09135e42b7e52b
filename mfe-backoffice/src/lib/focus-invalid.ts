import { useEffect, useRef } from 'react';
import { focusFirstProblem } from '@adlaunch/ui-kit';

/**
 * The form's (or its card's) ref: each time a refused submit draws its messages (`errors` changes and holds one), the
 * first problem in the form takes the focus, so its message is read with it.
 */
export function useFocusOnErrors<T extends HTMLElement = HTMLFormElement>(errors: object) {
  const form = useRef<T>(null);
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) focusFirstProblem(form.current);
  }, [errors]);
  return form;
}

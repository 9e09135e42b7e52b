import { focusFirstProblem } from '@adlaunch/ui-kit';

/** After a refused submit, once its messages are drawn, the first problem takes the focus (its message read with it). */
export function focusFirstInvalid(form: HTMLFormElement) {
  setTimeout(() => focusFirstProblem(form), 0);
}

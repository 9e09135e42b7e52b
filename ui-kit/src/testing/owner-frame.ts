import { OWNER_FRAME_GLOBAL, ownerFrameValues, type OwnerFrameData } from '@adlaunch/shared';

// A wizard step as its served frame (decision 036): how the tests of both wizards render one, and check
// that the fields the server fills are the fields the app starts with.

/** Renders from now on as the prerender renders a frame; `leaveFrame` after the test. */
export const enterFrame = () => {
  (globalThis as Record<string, unknown>)[OWNER_FRAME_GLOBAL] = true;
};
export const leaveFrame = () => delete (globalThis as Record<string, unknown>)[OWNER_FRAME_GLOBAL];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields of the form a button sends (e.g. "Save and continue"), file inputs left out: the server does not fill them. */
export function formFields(submit: HTMLElement): Field[] {
  const form = submit.closest('form');
  if (!form) throw new Error('The button is not in a form.');
  return [...form.querySelectorAll<Field>('input:not([type="file"]), textarea, select')];
}

/**
 * Every field of the form a button sends is named, enabled and empty (no text, no tick, no choice): a
 * frame holds no one's answers (`formFields`). `except`: a
 * field's value every owner starts with. Answers the fields' names, in order.
 */
export function expectEmptyNamedFields(submit: HTMLElement, { except = {} }: { except?: Record<string, string> } = {}) {
  const fields = formFields(submit);
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    expect(field).toHaveAttribute('name');
    expect(field).toBeEnabled();
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) expect(field).not.toBeChecked();
    else expect(field).toHaveValue(except[field.name] ?? '');
  }
  return fields.map((field) => field.name);
}

/** What the server's frame fill reads in the field named `name`: a radio group's chosen value, a checkbox 'on' or ''. */
function fieldValue(name: string): string | undefined {
  const fields = [...document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
  const [first] = fields;
  if (!first) return undefined;
  if (first.type === 'radio') return fields.find((f) => f.checked)?.value ?? '';
  if (first.type === 'checkbox') return first.checked ? 'on' : '';
  return first.value;
}

/**
 * The app's form holds, field by field, what the server puts in the page's served frame for the same
 * owner (`ownerFrameValues`): the served fields and the app's first ones agree.
 */
export function expectFrameValues(path: string, data: OwnerFrameData) {
  const values = ownerFrameValues(path, data);
  expect(Object.fromEntries(Object.keys(values).map((name) => [name, fieldValue(name)]))).toEqual(values);
  return values;
}

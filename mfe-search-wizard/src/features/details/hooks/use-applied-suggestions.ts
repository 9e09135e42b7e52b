import { useCallback, useState } from 'react';

export interface FieldAccess<Field extends string> {
  get(field: Field): string;
  set(field: Field, text: string): void;
  label(field: Field): string;
}

interface Change<Field extends string> {
  field: Field;
  before: string;
  after: string;
}

const quoted = (text: string) => `“${text}”`;
/** Closes a sentence that ends in a quotation, unless the quotation closed it already. */
const end = (text: string) => (/[.!?]$/.test(text) ? '' : '.');

function listed(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Puts suggestions into the owner's fields one step at a time, each step undoable. What a step replaced
 * is said aloud (the owner's own text is never lost silently), and Undo puts back only a field that
 * still holds the suggestion: text typed since is the owner's and stays.
 */
export function useAppliedSuggestions<Field extends string>(fields: FieldAccess<Field>) {
  const [steps, setSteps] = useState<Change<Field>[][]>([]);
  const [message, setMessage] = useState('');
  const { get, set, label } = fields;

  const apply = useCallback(
    (texts: { field: Field; text: string }[]) => {
      const changes = texts.map(({ field, text }) => ({ field, before: get(field), after: text })).filter((c) => c.before !== c.after);
      if (!changes.length) return;
      changes.forEach((c) => set(c.field, c.after));
      setSteps((s) => [...s, changes]);
      const replaced = changes.filter((c) => c.before.trim());
      const replacedText = replaced.length
        ? ` Replaced your text in ${listed(replaced.map((c) => `${label(c.field)} (${quoted(c.before)})`))}: Undo puts it back.`
        : '';
      setMessage(
        changes.length === 1
          ? `${label(changes[0].field)} now reads ${quoted(changes[0].after)}${end(changes[0].after)}${replacedText}`
          : `Suggestions put in ${changes.length} fields.${replacedText}`,
      );
    },
    [get, set, label],
  );

  const undo = useCallback(() => {
    const last = steps[steps.length - 1];
    if (!last) return;
    const restorable = last.filter((c) => get(c.field) === c.after);
    const kept = last.filter((c) => get(c.field) !== c.after);
    restorable.forEach((c) => set(c.field, c.before));
    setSteps(steps.slice(0, -1));
    const back =
      restorable.length === 1
        ? restorable[0].before.trim()
          ? `${label(restorable[0].field)} reads ${quoted(restorable[0].before)} again.`
          : `${label(restorable[0].field)} is empty again.`
        : `${restorable.length} fields are back as they were.`;
    const since = kept.length ? ` ${listed(kept.map((c) => label(c.field)))} kept the text you typed since.` : '';
    setMessage(restorable.length ? `Undone: ${back}${since}` : `Nothing to undo:${since}`);
  }, [steps, get, set, label]);

  return { apply, undo, canUndo: steps.length > 0, message, announce: setMessage };
}

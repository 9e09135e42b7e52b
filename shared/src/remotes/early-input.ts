/**
 * What a person did on a served page before the app took it over (decision 033). The page's inline
 * starter (`api/src/site/page-starter.ts`) keeps this record on `window[EARLY_INPUT_GLOBAL]`; the
 * shell hands it over to the app's markup once the app has replaced the served markup
 * (`shell/src/lib/early-input.ts`). The record holds the served elements themselves: React removes
 * them whole, so their values, state and place under `#root` can still be read at hand-over.
 */
export interface EarlyInput {
  /** `#root`'s children as served: an element's place under them finds the app's same element. */
  served: Element[];
  /** Fields typed into, changed or ticked. */
  fields: Element[];
  /** Disclosure buttons (`aria-expanded`) the person opened or closed (the starter flips the attribute). */
  toggles: Element[];
  /** The element that had the focus when the app took over. */
  focus: Element | null;
  /** The last other button pressed: pressed again on the app's markup. */
  click: Element | null;
  /** A form sent (Enter in a field, or its submit button): sent again through the app. */
  submit: Element | null;
  /** Stops the record: from now on the app's own handlers answer. */
  stop: () => void;
}

/** The name of the window property the starter keeps its record under. */
export const EARLY_INPUT_GLOBAL = '__adlaunchEarlyInput';

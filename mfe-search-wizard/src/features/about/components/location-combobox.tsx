import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS, provinceOf, rankNearChosen, type Location } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import styles from '../../../components/chips.module.css';

interface LocationComboboxProps {
  value: Location[];
  /** The places chosen are not known yet (a served frame): a placeholder stands where they will be. */
  loading?: boolean;
  onChange: (locations: Location[]) => void;
  error?: string;
  onBlur?: () => void;
}

const TYPE_LABEL: Record<Location['type'], string> = { country: 'Country', state: 'Province / state', city: 'City or area' };

/** What an option is and where: its province for a place whose name does not already say it, then the country. */
function optionMeta(option: Location): string {
  if (option.type === 'country') return TYPE_LABEL.country;
  const province = option.type === 'city' ? provinceOf(option) : null;
  const where = province && !option.name.endsWith(`, ${province}`) ? `${province}, ${option.country}` : option.country;
  return `${TYPE_LABEL[option.type]}, ${where}`;
}

/** The places matching a term, asked for 300 ms after the last keystroke; an older answer never replaces a newer one. */
function useLocationSearch(term: string, chosen: Location[], onFound: (list: Location[]) => void) {
  const [options, setOptions] = useState<Location[]>([]);
  const [searched, setSearched] = useState(false);
  const request = useRef(0);
  // Read when an answer arrives, so the ranking uses the places chosen by then.
  const latest = useRef({ chosen, onFound });
  latest.current = { chosen, onFound };

  useEffect(() => {
    const locationTerm = term.trim();
    const ticket = ++request.current;
    if (locationTerm.length < LIMITS.locationTermMin) {
      setOptions([]);
      setSearched(false);
      return;
    }
    const timer = setTimeout(() => {
      api
        .locationSearch({ locationTerm })
        .then(({ list: found }) => {
          if (ticket !== request.current) return;
          const list = rankNearChosen(found, latest.current.chosen);
          setOptions(list);
          setSearched(true);
          latest.current.onFound(list);
        })
        .catch((err) => console.error('Location search failed', err));
    }, LIMITS.locationDebounceMs);
    return () => clearTimeout(timer);
  }, [term]);
  return { options, setOptions, searched };
}

/**
 * An ARIA 1.2 combobox: focus stays in the input and the active option is announced through
 * aria-activedescendant. Searches start at 3 characters, 300 ms after the last keystroke; search
 * errors are only logged (product spec §8).
 */
export function LocationCombobox({ value, loading, onChange, error, onBlur }: LocationComboboxProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const { options, setOptions, searched } = useLocationSearch(term, value, (list) => {
    setActive(list.length ? 0 : -1);
    setOpen(true);
  });

  function choose(location: Location) {
    if (!value.some((l) => l.id === location.id)) onChange([...value, location]);
    setTerm('');
    setOptions([]);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted place instead of submitting the step.
      if (open && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
      } else if (term.trim()) {
        event.preventDefault();
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const expanded = open && options.length > 0;
  const noPlaces = searched && open && options.length === 0 && term.trim().length >= LIMITS.locationTermMin;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={formStyles.label}>
        Locations
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        Where are your customers? Type at least {LIMITS.locationTermMin} letters of a city, province or country and choose from the list.
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        name="location_search"
        className={formStyles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul id={listId} role="listbox" aria-label="Matching places" className={styles.listbox} hidden={!expanded}>
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // Keeps focus in the input while the pointer picks an option.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            <span>{option.name}</span>
            <span className={styles.optionMeta}>{optionMeta(option)}</span>
          </li>
        ))}
      </ul>
      {/* One live region: read out when places are found, shown as well when none are. */}
      <p className={noPlaces ? styles.noResults : 'sr-only'} aria-live="polite">
        {searched && open ? (options.length ? `${options.length} places found. Use the arrow keys to choose.` : 'No places found.') : ''}
        {noPlaces ? <span className={styles.optionMeta}> Try the nearest town or suburb, or your province.</span> : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {loading ? (
        <p className={styles.chipsLoading} role="status">
          Loading your locations…
        </p>
      ) : value.length ? (
        <ul className={styles.chips} aria-label="Chosen locations">
          {value.map((location) => (
            <li key={location.id} className={styles.chip}>
              {location.name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${location.name}`}
                onClick={() => {
                  onChange(value.filter((l) => l.id !== location.id));
                  // The chip's button leaves the page: focus stays in the field instead of falling to the top.
                  input.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

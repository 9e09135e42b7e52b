import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '@adlaunch/session/api';
import { loadSchemas, type Location, type StaffLocationsRequest, type StaffOrderAnswer } from '@adlaunch/shared';
import { FieldError, formStyles, GUIDED_FORM_OPTIONS, GuidedForm, lazyZodResolver, TextField } from '@adlaunch/ui-kit';
import { useBackoffice } from '../../lib/backoffice-context';
import ui from '../../components/ui.module.css';
import { AdChangeFormEnd } from './owner-note-field';
import { useAdChange } from './use-ad-change';
import styles from './order.module.css';

type Ad = NonNullable<StaffOrderAnswer['ad']>;
const resolver = lazyZodResolver<StaffLocationsRequest>(() => loadSchemas().then((m) => m.staffLocationsRequestSchema));
const placeLabel = (l: Location) => `${l.name} (${l.type}, ${l.country})`;

/** The location search the owner's about step uses: what it finds is added to the ad's list. */
function LocationSearch({ onAdd, chosen }: { onAdd: (l: Location) => void; chosen: Location[] }) {
  const { api } = useBackoffice();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Location[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = async () => {
    setProblem(null);
    try {
      setFound((await api.searchLocations!(term.trim())).list);
    } catch (caught) {
      setFound(null);
      setProblem(errorMessage(caught));
    }
  };
  return (
    <div role="search" aria-label="Location search">
      <TextField
        label="Find a location"
        hint="A town, city, province or country; press Enter or Find."
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void search();
        }}
        error={problem ?? undefined}
        alert
      />
      <div className={ui.actions}>
        <button type="button" className={ui.buttonSecondary} onClick={() => void search()}>
          Find
        </button>
      </div>
      <p role="status" className={ui.muted}>
        {found ? `${found.length} found.` : ''}
      </p>
      {found?.length ? (
        <ul className={ui.list} aria-label="Locations found">
          {found.map((place) => (
            <li key={place.id} className={styles.row}>
              <span>{placeLabel(place)}</span>
              <button
                type="button"
                className={ui.buttonSecondary}
                disabled={chosen.some((c) => c.id === place.id)}
                onClick={() => onAdd(place)}
                aria-label={`Add ${placeLabel(place)}`}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function LocationsEditor({ adId, ad, onSaved }: { adId: number; ad: Ad; onSaved: (m: string) => void }) {
  const [places, setPlaces] = useState<Location[]>(ad.locations);
  const form = useForm<StaffLocationsRequest>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    defaultValues: { location_ids: ad.locations.map((l) => l.id), note_for_owner: '' },
  });
  const { submit, error } = useAdChange(form, adId, 'locations', onSaved);
  return (
    <GuidedForm onSubmit={submit} aria-labelledby="locations-title" className={`${formStyles.form} ${styles.adPart}`} noValidate>
      <h3 id="locations-title" className={styles.subTitle}>
        Locations
      </h3>
      <Controller
        control={form.control}
        name="location_ids"
        render={({ field, fieldState }) => {
          const change = (next: Location[]) => {
            setPlaces(next);
            field.onChange(next.map((l) => l.id));
          };
          return (
            <div data-field="">
              <ul className={ui.list} aria-label="The ad's locations">
                {places.map((place) => (
                  <li key={place.id} className={styles.row}>
                    <span>{placeLabel(place)}</span>
                    <button
                      type="button"
                      className={ui.buttonSecondary}
                      onClick={() => change(places.filter((p) => p.id !== place.id))}
                      aria-label={`Remove ${placeLabel(place)}`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
              <FieldError id="location-ids-error" message={fieldState.error?.message} alert />
              <LocationSearch chosen={places} onAdd={(place) => change([...places, place])} />
            </div>
          );
        }}
      />
      <AdChangeFormEnd
        note={form.register('note_for_owner')}
        noteError={form.formState.errors.note_for_owner?.message}
        error={error}
        saving={form.formState.isSubmitting}
        saveLabel="Save the locations"
      />
    </GuidedForm>
  );
}

import { useForm } from 'react-hook-form';
import { loadSchemas, type StaffAdTextRequest, type StaffOrderAnswer } from '@adlaunch/shared';
import { formStyles, GUIDED_FORM_OPTIONS, GuidedForm, lazyZodResolver, TextField } from '@adlaunch/ui-kit';
import { useBackoffice } from '../../lib/backoffice-context';
import ui from '../../components/ui.module.css';
import { KeywordsEditor } from './keywords-editor';
import { LocationsEditor } from './locations-editor';
import { AdChangeFormEnd } from './owner-note-field';
import { useAdChange } from './use-ad-change';
import styles from './order.module.css';

type Ad = NonNullable<StaffOrderAnswer['ad']>;
const resolver = lazyZodResolver<StaffAdTextRequest>(() => loadSchemas().then((m) => m.staffAdTextRequestSchema));
const FIELDS = [
  ['headline_1', 'Headline 1', 30],
  ['headline_2', 'Headline 2', 30],
  ['headline_3', 'Headline 3', 30],
  ['desc_1', 'Description 1', 90],
  ['desc_2', 'Description 2', 90],
] as const;

function AdTextForm({ adId, ad, onSaved }: { adId: number; ad: Ad; onSaved: (m: string) => void }) {
  const empty = { headline_1: '', headline_2: '', headline_3: '', desc_1: '', desc_2: '' };
  const form = useForm<StaffAdTextRequest>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: { ad_details: ad.adDetails ?? empty, note_for_owner: '' },
  });
  const { submit, error } = useAdChange(form, adId, 'ad-text', onSaved);
  const errors = form.formState.errors;
  return (
    <GuidedForm onSubmit={submit} aria-labelledby="ad-text-title" className={`${formStyles.form} ${styles.adPart}`} noValidate>
      <h3 id="ad-text-title" className={styles.subTitle}>
        Ad text
      </h3>
      {FIELDS.map(([name, label, max]) => {
        const fieldError = errors.ad_details?.[name];
        return (
          <TextField
            key={name}
            label={label}
            hint={`At most ${max} characters.`}
            required
            registration={form.register(`ad_details.${name}`)}
            error={fieldError?.message}
            alert={fieldError?.type === 'server'}
          />
        );
      })}
      <AdChangeFormEnd
        note={form.register('note_for_owner')}
        noteError={errors.note_for_owner?.message}
        error={error}
        saving={form.formState.isSubmitting}
        saveLabel="Save the ad text"
      />
    </GuidedForm>
  );
}

/** Staff change a paid search ad (the campaigns role): its text, keywords and words to exclude, locations. The owner is told. */
export function AdEditor({ adId, ad, onSaved }: { adId: number; ad: Ad; onSaved: (message: string) => void }) {
  const { api } = useBackoffice();
  // A shell released before ad changes has no call for them: the ad is shown, not edited.
  if (!api.changeAd) return null;
  return (
    <section className={ui.card} aria-labelledby="ad-editor-title">
      <h2 id="ad-editor-title" className={ui.cardTitle}>
        Change the ad
      </h2>
      <p className={ui.muted}>
        Each change is kept in the history and told to the owner: on their dashboard and by email, with what changed.
      </p>
      <AdTextForm adId={adId} ad={ad} onSaved={onSaved} />
      <KeywordsEditor adId={adId} ad={ad} onSaved={onSaved} />
      {api.searchLocations ? <LocationsEditor adId={adId} ad={ad} onSaved={onSaved} /> : null}
    </section>
  );
}

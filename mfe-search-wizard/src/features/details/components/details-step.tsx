import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DESCRIPTION_MAX, HEADLINE_MAX } from '@adlaunch/shared';
import { searchDetailsSchema } from '@adlaunch/shared/schemas';
import { TextField } from '@adlaunch/ui-kit';
import { StepActions, StepPage } from '@adlaunch/ui-kit';
import formStyles from '../../../components/form.module.css';
import { useSaveSearchStep } from '../../../lib/use-save-search-step';
import { useSuggestions } from '../../../lib/use-suggestions';
import { AdPreview } from './ad-preview';
import { useSearchAd } from '@adlaunch/session/queries';

type DetailsInput = z.input<typeof searchDetailsSchema>;
type DetailsOutput = z.output<typeof searchDetailsSchema>;

const HEADLINES = ['headline_1', 'headline_2', 'headline_3'] as const;
const DESCRIPTIONS = ['desc_1', 'desc_2'] as const;

export function DetailsStep() {
  const ad = useSearchAd();
  const save = useSaveSearchStep('keywords');
  const { fetchSuggestions } = useSuggestions();
  const d = ad?.ad_details;
  const { register, handleSubmit, formState, watch, setValue } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(searchDetailsSchema),
    mode: 'onTouched',
    defaultValues: {
      ad_details: {
        headline_1: d?.headline_1 ?? '',
        headline_2: d?.headline_2 ?? '',
        headline_3: d?.headline_3 ?? '',
        desc_1: d?.desc_1 ?? '',
        desc_2: d?.desc_2 ?? '',
      },
    },
  });
  const values = watch('ad_details');
  const errors = formState.errors.ad_details;

  async function suggest() {
    const s = await fetchSuggestions();
    if (!s) return;
    const fill = (name: (typeof HEADLINES)[number] | (typeof DESCRIPTIONS)[number], text: string | undefined) =>
      text && setValue(`ad_details.${name}`, text, { shouldDirty: true, shouldValidate: true });
    HEADLINES.forEach((name, i) => fill(name, s.headlines[i]));
    DESCRIPTIONS.forEach((name, i) => fill(name, s.descriptions[i]));
  }

  const counter = (text: string, max: number) => `${text.length} / ${max} characters`;

  return (
    <StepPage
      title="Write your ad"
      intro="Three short headlines and two descriptions. Not sure what to write? Let our AI suggest them from your website."
    >
      <div className={formStyles.panel}>
        <button type="button" className={formStyles.secondary} onClick={suggest}>
          Suggest with AI
        </button>
      </div>
      <AdPreview
        url={ad?.businessUrl ?? null}
        headlines={HEADLINES.map((h) => values[h] ?? '')}
        descriptions={DESCRIPTIONS.map((n) => values[n] ?? '')}
      />
      <form onSubmit={handleSubmit((v) => save(v))} noValidate>
        {HEADLINES.map((name, i) => (
          <TextField
            key={name}
            label={`Headline ${i + 1}`}
            maxLength={HEADLINE_MAX}
            hint={counter(values[name] ?? '', HEADLINE_MAX)}
            registration={register(`ad_details.${name}`)}
            error={errors?.[name]?.message}
          />
        ))}
        {DESCRIPTIONS.map((name, i) => (
          <TextField
            key={name}
            label={`Description ${i + 1}`}
            maxLength={DESCRIPTION_MAX}
            hint={counter(values[name] ?? '', DESCRIPTION_MAX)}
            registration={register(`ad_details.${name}`)}
            error={errors?.[name]?.message}
          />
        ))}
        <StepActions back="about" />
      </form>
    </StepPage>
  );
}

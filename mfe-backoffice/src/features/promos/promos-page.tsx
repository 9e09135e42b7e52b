import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@adlaunch/ui-kit';
import { staffPromoCreateRequestSchema } from '@adlaunch/shared/schemas';
import type { StaffPromo } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { day } from '../../lib/format';
import { issuesByField, refusalByField, type FieldErrors } from '../../lib/field-errors';
import { useFocusOnErrors } from '../../lib/focus-invalid';
import { LoadState } from '../../components/load-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/ui.module.css';
import { FormEnd } from '../../components/form-end';

const STATE_TEXT = { active: 'active', ended: 'ended', expired: 'expired' } as const;

const wholeOrNull = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function CreatePromo({ onCreated }: { onCreated: (message: string) => void }) {
  const { api } = useBackoffice();
  const [code, setCode] = useState('');
  const [type, setType] = useState<'free' | 'percent' | ''>('');
  const [percentage, setPercentage] = useState('');
  const [expires, setExpires] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusOnErrors(errors);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      code,
      type,
      percentage: type === 'percent' ? wholeOrNull(percentage) : null,
      expires_on: expires || null,
      max_uses: wholeOrNull(maxUses),
    };
    const parsed = staffPromoCreateRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { promo } = await api.createPromo(parsed.data);
      setCode('');
      setPercentage('');
      setExpires('');
      setMaxUses('');
      onCreated(`${promo.code} is active: owners can use it at checkout.`);
    } catch (caught) {
      setErrors(refusalByField(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} className={ui.card} onSubmit={(event) => void submit(event)} aria-labelledby="new-promo-title" noValidate>
      <h2 id="new-promo-title" className={ui.cardTitle}>
        New code
      </h2>
      <TextField
        label="Code"
        hint="3 to 40 letters, digits, - or _; owners type it at checkout."
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
        alert
        required
      />
      <SelectField
        label="What it gives"
        value={type}
        onChange={(event) => setType(event.target.value as 'free' | 'percent' | '')}
        placeholder="Choose"
        options={[
          { value: 'free', label: 'The order free' },
          { value: 'percent', label: 'A percentage off' },
        ]}
        error={errors.type}
        alert
        required
      />
      {type === 'percent' ? (
        <TextField
          label="Percentage off"
          inputMode="numeric"
          value={percentage}
          onChange={(event) => setPercentage(event.target.value)}
          error={errors.percentage}
          alert
          required
        />
      ) : null}
      <TextField
        label="Last day it is valid (optional)"
        type="date"
        value={expires}
        onChange={(event) => setExpires(event.target.value)}
        error={errors.expires_on}
        alert
      />
      <TextField
        label="Most owners who may use it (optional)"
        inputMode="numeric"
        value={maxUses}
        onChange={(event) => setMaxUses(event.target.value)}
        error={errors.max_uses}
        alert
      />
      <FormEnd error={errors._} busy={busy} label="Create code" />
    </form>
  );
}

function PromoCard({ promo, onEnded }: { promo: StaffPromo; onEnded: (message: string) => void }) {
  const { api } = useBackoffice();
  const [open, setOpen] = useState(false);
  const titleId = `promo-${promo.code}`;
  return (
    <li>
      <article className={ui.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={ui.cardTitle}>
          {promo.code}
        </h3>
        <p>
          {promo.type === 'free' ? 'The order free' : `${promo.percentage}% off`} · <strong>{STATE_TEXT[promo.state]}</strong> ·{' '}
          {promo.expiresOn ? `valid through ${day(promo.expiresOn)}` : 'no end date'} ·{' '}
          {promo.maxUses === null ? 'no cap on owners' : `at most ${promo.maxUses} owners`}
        </p>
        {promo.state === 'active' ? (
          <div className={ui.actions}>
            <button type="button" className={ui.buttonDanger} onClick={() => setOpen(true)}>
              End<span className={ui.srOnly}> {promo.code}</span>
            </button>
          </div>
        ) : null}
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={`End ${promo.code}?`}
          description="Checkouts refuse it from now on; payments already made with it stay as they are."
          confirmLabel="End code"
          onConfirm={async () => {
            await api.endPromo(promo.code);
            onEnded(`${promo.code} has ended.`);
          }}
        />
      </article>
    </li>
  );
}

/** Promo codes (finance): what `npm run ops -- promo` did, as a screen: the codes, a new one, ending one. */
export function PromosPage() {
  const { api } = useBackoffice();
  const [notice, setNotice] = useState<string | null>(null);
  const promos = useLoad(() => api.promos(), 'promos');
  const done = (message: string) => {
    setNotice(message);
    promos.reload();
  };
  return (
    <section aria-labelledby="promos-title">
      <h1 id="promos-title">Promo codes</h1>
      <p role="status" className={notice ? ui.notice : undefined}>
        {notice}
      </p>
      <CreatePromo onCreated={done} />
      <h2>Codes</h2>
      <LoadState loaded={promos} label="the promo codes">
        {(data) =>
          data.promos.length === 0 ? (
            <p>No promo codes yet.</p>
          ) : (
            <ul className={ui.list} aria-label="Promo codes">
              {data.promos.map((promo) => (
                <PromoCard key={promo.code} promo={promo} onEnded={done} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '@adlaunch/ui-kit';
import { ApiError, errorMessage } from '@adlaunch/session/api';
import { staffCreditRequestSchema } from '@adlaunch/shared/schemas';
import type { StaffOwnerPlan, StaffOwnerPlansAnswer } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { day, rand } from '../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFocusOnErrors } from '../../lib/focus-invalid';
import ui from '../../components/ui.module.css';
import styles from './money.module.css';

type Errors = Partial<Record<'email' | 'plan' | 'amount' | 'reason', string>>;

/** "250", "R 250.50", "1 250,5", "1,250.50" as cents; null when it is not an amount in rand. */
export function randToCents(text: string): number | null {
  const bare = text.replace(/[\sR]/gi, '');
  // With a decimal point, commas group thousands; without one, a comma is the decimal sign.
  const clean = bare.includes('.') ? bare.replace(/,(?=\d{3}(\D|$))/g, '') : bare.replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, part = ''] = clean.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

const planFacts = (p: StaffOwnerPlan) =>
  `${p.status}; credit held ${rand(p.creditCents)}${
    p.nextChargeOn && p.nextChargeCents !== null ? `; next charge ${rand(p.nextChargeCents)} on ${day(p.nextChargeOn)}` : ''
  }.`;

/** Finance gives an owner's plan a credit (amount in rand, a reason the owner reads): it comes off the next charges. */
export function CreditForm({ onDone }: { onDone: (message: string) => void }) {
  const { api } = useBackoffice();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<StaffOwnerPlansAnswer | null>(null);
  const [plan, setPlan] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const card = useFocusOnErrors<HTMLDivElement>(errors);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await api.ownerPlans(email.trim());
      setFound(answer);
      setPlan(answer.plans.length === 1 ? String(answer.plans[0]!.subscriptionId) : '');
      if (answer.plans.length === 0) setErrors({ email: 'This owner has no plan to credit.' });
    } catch (caught) {
      setFound(null);
      setErrors({ email: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  const cents = randToCents(amount);
  const chosen = found?.plans.find((p) => String(p.subscriptionId) === plan);
  const check = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!chosen) next.plan = 'Choose the plan the credit goes to.';
    const parsed = staffCreditRequestSchema.safeParse({ amount_cents: cents ?? Number.NaN, reason });
    if (cents === null) next.amount = 'Give the credit in rand, such as 250 or 250.50.';
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'reason' ? 'reason' : 'amount';
        next[key] ??= issue.message;
      }
    setErrors(next);
    if (!Object.keys(next).length) setConfirming(true);
  };

  const vat = chosen?.chargeVAT ? ' (incl. VAT)' : '';
  return (
    <div className={ui.card} ref={card}>
      <h3 id="credit-title" className={ui.cardTitle}>
        Give a credit
      </h3>
      <p className={ui.muted}>A credit comes off the owner’s next charges; what a charge does not use carries over.</p>
      <form onSubmit={(event) => void find(event)} aria-label="Find the owner" noValidate>
        <TextField
          label="Owner’s email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          alert
          required
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonSecondary} disabled={busy || !email.trim()}>
            Find plans
          </button>
        </div>
      </form>
      {found && found.plans.length > 0 ? (
        <form onSubmit={check} aria-labelledby="credit-title" className={styles.then} noValidate>
          <SelectField
            label="Plan"
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
            placeholder="Choose a plan"
            options={found.plans.map((p) => ({ value: String(p.subscriptionId), label: p.label }))}
            hint={chosen ? planFacts(chosen) : undefined}
            error={errors.plan}
            alert
            required
          />
          <TextField
            label="Credit in rand"
            hint="As charges are stated: incl. VAT when the plan charges VAT. At most R50,000."
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
            alert
            required
          />
          <TextAreaField
            label="Reason the owner reads"
            hint="It is in their email and billing history."
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
            alert
            required
          />
          <div className={ui.actions}>
            <button type="submit" className={ui.button}>
              Give credit
            </button>
          </div>
        </form>
      ) : null}
      {chosen && cents !== null ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Give ${rand(cents)}${vat} credit?`}
          description={`${chosen.label} (${found?.email}): it comes off the next charges, and the owner is emailed with your reason.`}
          confirmLabel="Give credit"
          onConfirm={async () => {
            try {
              const answer = await api.grantCredit(chosen.subscriptionId, { amount_cents: cents, reason: reason.trim() });
              setAmount('');
              setReason('');
              setFound(await api.ownerPlans(found!.email).catch(() => found));
              onDone(answer.message);
            } catch (caught) {
              // The server's own field message, said in the dialog that stays open.
              if (caught instanceof ApiError && caught.fields.amount_cents?.[0])
                throw new ApiError(caught.fields.amount_cents[0], caught.status);
              throw caught;
            }
          }}
        />
      ) : null}
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CONTACT, isVatLocked, VAT_TEXTS } from '@adlaunch/shared';
import { keepVatAnswer, useSessionStore } from '@adlaunch/session';
import formStyles from '../forms/form.module.css';
import { ChoiceGroup, TextField } from '../forms/fields';

export const VAT_LOCKED_HINT = `You have paid as a South African business, so 15% VAT stays on your orders. If that has changed, email ${CONTACT.supportEmail}.`;
/** The pay step's shorter form of it: the answer is stated just before. */
export const VAT_LOCKED_CHANGE = `To change it, email ${CONTACT.supportEmail}.`;

/** Keeps the answer just saved in the session, a "no" that replaces an unpaid "yes" included. */
export function keepVatChoice(answer: { charge_vat: 'yes' | 'no'; vat_number?: string | null }) {
  const { session, setSession } = useSessionStore.getState();
  if (answer.charge_vat === 'no' && session?.user.chargeVAT && !isVatLocked(session.user)) {
    setSession({ ...session, user: { ...session.user, chargeVAT: false, vatNumber: null, vatAnswered: true } });
    return;
  }
  keepVatAnswer(answer);
}

/**
 * Product spec: "South Africa VAT" as Yes / No radios; the answer is required before paying, so each wizard asks it on its
 * first step (decision 017) and the pay step only states it (`VatAnswerFact`). `locked`:
 * the account paid with a "yes", which the server keeps (`isVatLocked`), so "No" is not offered.
 */
export function VatQuestion({ registration, error, locked }: { registration: UseFormRegisterReturn; error?: string; locked?: boolean }) {
  return (
    <ChoiceGroup
      legend={VAT_TEXTS.question}
      hint={locked ? VAT_LOCKED_HINT : VAT_TEXTS.hint}
      inline
      options={
        locked
          ? [{ value: 'yes', title: 'Yes' }]
          : [
              { value: 'yes', title: 'Yes' },
              { value: 'no', title: 'No' },
            ]
      }
      registration={registration}
      error={error}
    />
  );
}

/** Optional: printed on the tax invoice. */
export function VatNumberField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="VAT number (optional)"
      hint="For your tax invoice, if your business is VAT registered."
      inputMode="numeric"
      autoComplete="off"
      registration={registration}
      error={error}
    />
  );
}

/**
 * The pay step's statement of the South Africa answer given on the first step, so the total includes VAT from the
 * first render. `chargeVAT` null: not answered yet (a draft from before the question moved), so paying waits for it.
 * `changeTo`: the step that asks it, linked while the answer can still change (until the first payment).
 */
export function VatAnswerFact({
  chargeVAT,
  changeTo,
  locked,
  loading,
}: {
  chargeVAT: boolean | null;
  changeTo: string;
  locked?: boolean;
  /** The answer is not known yet (a served frame is every owner's): a placeholder line stands in its place. */
  loading?: boolean;
}) {
  if (loading)
    return (
      <p className={formStyles.hint} role="status">
        Loading your VAT answer…
      </p>
    );
  if (chargeVAT === null)
    return (
      <p className={formStyles.hint} role="note" aria-label="VAT">
        {VAT_TEXTS.unanswered} <Link to={changeTo}>{VAT_TEXTS.answer}</Link>
      </p>
    );
  return (
    <p className={formStyles.hint} role="note" aria-label="VAT">
      <strong>{chargeVAT ? VAT_TEXTS.included : VAT_TEXTS.none}</strong>
      {locked ? (
        ` ${VAT_LOCKED_CHANGE}`
      ) : (
        <>
          {' '}
          <Link to={changeTo} aria-label={VAT_TEXTS.changeLabel}>
            {VAT_TEXTS.change}
          </Link>
        </>
      )}
    </p>
  );
}
